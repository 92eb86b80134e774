import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code (zod, its resolver and the form's schema) loads after the first
 * render, the first time the form validates: a page whose first paint is a form does not
 * wait for the schema library. A load that fails (offline) is asked for again at the next
 * check, rather than leaving the form unable to validate until a reload.
 */
export const lazyResolver = <TInput extends FieldValues, TOutput extends FieldValues>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): Resolver<TInput, unknown, TOutput> => {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
};
