import { z } from 'zod';

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

export const pageSchema = z.coerce.number(LIST_PAGING_MESSAGES.badPage).int(LIST_PAGING_MESSAGES.badPage).min(1, LIST_PAGING_MESSAGES.badPage).max(LIST_PAGE_MAX, LIST_PAGING_MESSAGES.badPage).default(1);

export const pageSizeSchema = (defaultSize: number, max: number) => {
  const message = LIST_PAGING_MESSAGES.badPageSize(max);
  return z.coerce.number(message).int(message).min(1, message).max(max, message).default(defaultSize);
};
