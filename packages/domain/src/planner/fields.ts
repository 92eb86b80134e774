import { parseLength } from './lengths.ts';
import { PLAN_LIMITS, PLAN_MESSAGES } from './plan.ts';

/*
 * The planner's length fields (issue 22): what the shopper typed, read by parseLength and held to
 * the plan's bounds (planSchema's, with its messages), so that the field says what is wrong
 * before the plan's schema would refuse it.
 */

export const LENGTH_FIELDS = {
  wallLength: { what: 'A wall’s length', min: PLAN_LIMITS.wallMin, max: PLAN_LIMITS.wallMax },
  ceiling: { what: 'A ceiling’s height', min: PLAN_LIMITS.ceilingMin, max: PLAN_LIMITS.ceilingMax },
  width: { what: 'A width', min: PLAN_LIMITS.spaceMin, max: PLAN_LIMITS.spaceMax },
  from: { what: 'An opening’s distance from the wall’s end', min: 0, max: PLAN_LIMITS.wallMax },
  sill: { what: 'A sill height', min: 0, max: PLAN_LIMITS.ceilingMax },
  height: { what: 'An opening’s height', min: PLAN_LIMITS.spaceMin, max: PLAN_LIMITS.ceilingMax },
} as const;
export type LengthField = keyof typeof LENGTH_FIELDS;

export type FieldLength = { ok: true; inches: number } | { ok: false; message: string };

/** The length a field holds, in its bounds, or the message to show at the field. */
export const readLengthField = (field: LengthField, text: string): FieldLength => {
  const read = parseLength(text);
  if (!read.ok) return read;
  const { what, min, max } = LENGTH_FIELDS[field];
  if (read.inches < min || read.inches > max) return { ok: false, message: PLAN_MESSAGES.length(what, min, max) };
  return read;
};
