import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form resolver whose code (zod, its react-hook-form resolver and the form's schema, which
 * `loadSchema` imports) loads after the first render, the first time the form validates: a
 * page whose first paint is a form does not wait for the schema library. A load that fails
 * (offline) is asked for again at the next check, rather than leaving the form unable to
 * validate until a reload.
 */
export const lazyResolver = <TInput extends FieldValues, TOutput extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<TOutput, TInput>>,
): Resolver<TInput, unknown, TOutput> => {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  return async (values, context, options) => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()])
      .then(([{ zodResolver }, schema]) => zodResolver(schema))
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return (await loading)(values, context, options);
  };
};
