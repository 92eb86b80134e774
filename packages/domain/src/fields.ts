import * as v from 'valibot';

/**
 * An object schema whose missing field is refused with that field's own message: what the
 * field's schema says of `undefined` (valibot itself names the missing key in the object's
 * message, where the spec's wording for the field is wanted). `message` is for a value that
 * is not an object at all.
 */
export const fields = <const TEntries extends v.ObjectEntries>(entries: TEntries, message?: string) =>
  v.object(entries, (issue) => {
    const key = issue.path?.at(-1)?.key;
    const field = typeof key === 'string' && Object.hasOwn(entries, key) ? entries[key] : undefined;
    const missing = field && issue.input === undefined ? v.safeParse(field, undefined).issues?.[0]?.message : undefined;
    return missing ?? message ?? `Invalid ${issue.kind}: Expected ${issue.expected} but received ${issue.received}`;
  });

/**
 * Ends a pipe's checks once one before it has failed (a pipe stops before a transformation), so
 * a field whose checks share one message says it once (zod's checks stopped at the first too).
 */
export const settled = <T>() => v.transform((value: T) => value);
