import * as v from 'valibot';

/**
 * An object schema whose missing field is refused with that field's own message: what the
 * field's schema says of `undefined` (valibot itself names the missing key in the object's
 * message, where the spec's wording for the field is wanted). `message` is for a value that
 * is not an object at all (else valibot's own: 'Invalid type: Expected Object but received …').
 */
export const fields = <const TEntries extends v.ObjectEntries>(entries: TEntries, message?: string) =>
  v.object(entries, (issue) => {
    const key = issue.path?.at(-1)?.key;
    const field = typeof key === 'string' && Object.hasOwn(entries, key) ? entries[key] : undefined;
    const missing = field && issue.input === undefined ? v.safeParse(field, undefined).issues?.[0]?.message : undefined;
    return missing ?? message ?? issue.message;
  });

/**
 * Ends a text field's checks when one before it has failed, as zod's `abort` did: a pipe stops
 * before a transformation once it has an issue, and this one changes nothing.
 */
export const settled = v.transform((value: string) => value);

/** The same for a number whose checks share one message (a price, a page, an id): it is said once, as zod said it. */
export const settledNumber = v.transform((value: number) => value);

/**
 * An object schema inside another that refuses an array with `message`, as zod's objects did
 * (valibot's objects take an array as an object with no fields). A route's body is kept from
 * being an array by the server's adapter; this is for the objects within it.
 */
export const objectOnly = <const TSchema extends v.GenericSchema>(
  schema: TSchema,
  message: v.ErrorMessage<v.CustomIssue>,
) =>
  v.pipe(
    v.custom<v.InferInput<TSchema>>((input) => !Array.isArray(input), message),
    schema,
  );

/**
 * A text field that must not be empty once cleaned (trimmed, or made one line): a value that
 * is not a string, or is empty, is told `required`; one over `max` characters, `tooLong`.
 */
export const requiredText = (clean: (value: string) => string, required: string, max: number, tooLong: string) =>
  v.pipe(v.string(required), v.transform(clean), v.minLength(1, required), settled, v.maxLength(max, tooLong));

/** Trims a value (for requiredText). */
export const trimmed = (value: string): string => value.trim();
