import type { FieldValues, Resolver } from 'react-hook-form';
import type * as v from 'valibot';
import type { z } from 'zod';

/** A form's schema: valibot's, or zod's while the move to valibot lasts. */
type FormSchema = v.GenericSchema | z.ZodType;
type Types<S extends FormSchema> = NonNullable<S['~standard']['types']>;
type InputOf<S extends FormSchema> = Types<S>['input'] extends FieldValues ? Types<S>['input'] : never;
type OutputOf<S extends FormSchema> = Types<S>['output'] extends FieldValues ? Types<S>['output'] : never;

const resolverFor = async <S extends FormSchema>(schema: S): Promise<Resolver<InputOf<S>, unknown, OutputOf<S>>> => {
  if (schema['~standard'].vendor === 'valibot') {
    const { valibotResolver } = await import('@hookform/resolvers/valibot');
    return valibotResolver(schema as v.GenericSchema<InputOf<S>, OutputOf<S>>);
  }
  const { zodResolver } = await import('@hookform/resolvers/zod');
  return zodResolver(schema as z.ZodType<OutputOf<S>, InputOf<S>>);
};

/**
 * A form resolver whose code (the schema library's react-hook-form resolver and the form's
 * schema, which `loadSchema` imports) loads after the first render, the first time the form
 * validates: a page whose first paint is a form does not wait for it. A load that fails
 * (offline) is asked for again at the next check, rather than leaving the form unable to
 * validate until a reload.
 */
export const lazyResolver = <S extends FormSchema>(loadSchema: () => Promise<S>): Resolver<InputOf<S>, unknown, OutputOf<S>> => {
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
