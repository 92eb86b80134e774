import type { FieldValues, Resolver } from 'react-hook-form';
import type * as v from 'valibot';

type FormSchema = v.GenericSchema;
type InputOf<S extends FormSchema> = v.InferInput<S> extends FieldValues ? v.InferInput<S> : never;
type OutputOf<S extends FormSchema> = v.InferOutput<S> extends FieldValues ? v.InferOutput<S> : never;

const resolverFor = async <S extends FormSchema>(schema: S): Promise<Resolver<InputOf<S>, unknown, OutputOf<S>>> => {
  const { valibotResolver } = await import('@hookform/resolvers/valibot');
  return valibotResolver(schema as v.GenericSchema<InputOf<S>, OutputOf<S>>);
};

/**
 * A form resolver whose code (valibot's react-hook-form resolver and the form's
 * schema, which `loadSchema` imports) loads after the first render, the first time the form
 * validates: a page whose first paint is a form does not wait for it. A load that fails
 * (offline) is asked for again at the next check, rather than leaving the form unable to
 * validate until a reload.
 */
export const lazyResolver = <S extends FormSchema>(
  loadSchema: () => Promise<S>,
): Resolver<InputOf<S>, unknown, OutputOf<S>> => {
  let loading: Promise<Resolver<InputOf<S>, unknown, OutputOf<S>>> | undefined;
  return async (values, context, options) => {
    loading ??= loadSchema()
      .then(resolverFor)
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return (await loading)(values, context, options);
  };
};
