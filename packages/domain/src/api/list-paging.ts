import * as v from 'valibot';
import { settledNumber } from '../common/fields.ts';

/**
 * The page and page size of the staff console's lists (orders, applications, support inbox,
 * audit log): page numbers from 1, a page size from 1 to the list's own maximum. A page past
 * the last is an empty page, not an error. docs/performance.md (Lists that grow) says why a
 * deep page stays fast.
 */
export const LIST_PAGE_MAX = 100_000;

export const LIST_PAGING_MESSAGES = {
  badPage: `The page is a whole number from 1 to ${LIST_PAGE_MAX}.`,
  badPageSize: (max: number) => `The page size is a whole number from 1 to ${max}.`,
} as const;

/** A whole number from a query string, `min` to `max`, `fallback` when absent, else `message` (once). */
const wholeQuery = (min: number, max: number, fallback: number, message: string) =>
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()], message),
      v.transform(Number),
      v.number(message),
      v.safeInteger(message),
      settledNumber,
      v.minValue(min, message),
      v.maxValue(max, message),
    ),
    fallback,
  );

export const listPage = wholeQuery(1, LIST_PAGE_MAX, 1, LIST_PAGING_MESSAGES.badPage);
export const listPageSize = (defaultSize: number, max: number) =>
  wholeQuery(1, max, defaultSize, LIST_PAGING_MESSAGES.badPageSize(max));
