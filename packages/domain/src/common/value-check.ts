/*
 * The pieces of the hand-written checks that stand in for a zod schema where a page's first
 * render must not wait for the schema library (user-access.ts), and the plain value checks
 * the stored binder's recovery uses (binder/recovery.ts).
 */

export type Fields = Record<string, unknown>;

/** A plain object (z.object's input). */
export const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string of min to max characters (z.string().min().max()). */
export const isText = (value: unknown, min = 0, max = Number.POSITIVE_INFINITY): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;

/** A whole number within the safe range (z.number().int()). */
export const isWhole = (value: unknown): value is number => Number.isSafeInteger(value);

/** Whole cents, never negative (z.number().int().nonnegative()). */
export const isCents = (value: unknown): value is number => isWhole(value) && value >= 0;

/** Each value checked, or undefined when any one is refused (as a schema's `.array()` refuses the list). */
export const everyOne = <T>(
  value: unknown,
  check: (one: unknown) => T | undefined,
  max = Number.POSITIVE_INFINITY,
): T[] | undefined => {
  if (!Array.isArray(value) || value.length > max) return undefined;
  const checked: T[] = [];
  for (const one of value) {
    const result = check(one);
    if (result === undefined) return undefined;
    checked.push(result);
  }
  return checked;
};
