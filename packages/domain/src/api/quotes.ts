import * as v from 'valibot';
import { binderAnswerSchema, removedItemSchema, savedBinderSchema } from './cart.ts';
import { listPage, listPageSize } from './list-paging.ts';
import { MARKUP_PERCENT_MAX, MARKUP_PERCENT_MIN, QUOTE_MESSAGES } from '../quotes/rules.ts';

/* The quotes API (issue 23, decision 0162): made by a signed-in shopper, read by its owner only. */

export const QUOTES_API_PATH = '/api/quotes';

/** Making a quote: the saved binder, or one of the shopper's projects. The server prices it. */
export const createQuoteSchema = v.pipe(
  v.object({
    cart: v.optional(savedBinderSchema),
    projectId: v.optional(v.pipe(v.string(), v.uuid(QUOTE_MESSAGES.projectNotFound))),
  }),
  v.check(
    (body) => (body.cart === undefined) !== (body.projectId === undefined),
    'Send the binder (cart) or a project (projectId) to quote, one of them',
  ),
);
export type CreateQuote = v.InferInput<typeof createQuoteSchema>;

/** A markup, 0–100 % with at most two decimals, from a query's text. */
const markupText = v.pipe(
  v.string(QUOTE_MESSAGES.markup),
  v.regex(/^\d{1,3}(\.\d{1,2})?$/, QUOTE_MESSAGES.markup),
  v.transform(Number),
  v.minValue(MARKUP_PERCENT_MIN, QUOTE_MESSAGES.markup),
  v.maxValue(MARKUP_PERCENT_MAX, QUOTE_MESSAGES.markup),
);

/** A contractor's client copy: the markup (none unless given). */
export const clientCopyQuerySchema = v.object({ markupPercent: v.optional(markupText, '0') });

/** The PDF's query: the client copy's markup when one is asked for; else the shopper's own quote. */
export const quotePdfQuerySchema = v.object({ markupPercent: v.optional(markupText) });

const cents = v.pipe(v.number(), v.safeInteger());

const lineEntries = {
  labelId: v.nullable(v.string()),
  labelName: v.nullable(v.string()),
  name: v.string(),
  group: v.string(),
  type: v.string(),
  variation: v.string(),
  measurement: v.string(),
  hasGlassDoor: v.boolean(),
  colorCode: v.nullable(v.string()),
  colorName: v.nullable(v.string()),
  quantity: cents,
  fees: cents,
  unitPrice: cents,
  totalPrice: cents,
};

export const quoteLineSchema = v.object({
  ...lineEntries,
  discountedPrice: cents,
  preAssemblyFee: cents,
  discountPercent: cents,
});

const totalsSchema = v.object({ subtotal: cents, freight: cents, tax: cents, total: cents });

/** A quote as its owner reads it. */
export const quoteSchema = v.object({
  id: v.string(),
  number: v.string(),
  quotedAt: v.string(),
  validUntil: v.string(),
  expired: v.boolean(),
  customerName: v.string(),
  projectId: v.nullable(v.string()),
  lines: v.array(quoteLineSchema),
  totals: totalsSchema,
});
export type Quote = v.InferOutput<typeof quoteSchema>;

/** The quotes list's pages (decision 0151): page numbers, 20 a page by default, at most 100. */
export const QUOTE_LIST_PAGE_SIZE = { default: 20, max: 100 } as const;
export const quoteListQuerySchema = v.object({
  page: listPage,
  pageSize: listPageSize(QUOTE_LIST_PAGE_SIZE.default, QUOTE_LIST_PAGE_SIZE.max),
});
export type QuoteListQuery = v.InferOutput<typeof quoteListQuerySchema>;

export const quoteSummarySchema = v.pick(quoteSchema, ['id', 'number', 'quotedAt', 'validUntil', 'expired', 'totals']);
export type QuoteSummary = v.InferOutput<typeof quoteSummarySchema>;

/** One page of the user's quotes, newest first, and how many they have in all. */
export const quoteListSchema = v.object({
  quotes: v.array(quoteSummarySchema),
  page: v.number(),
  pageSize: v.number(),
  total: v.number(),
});
export type QuoteList = v.InferOutput<typeof quoteListSchema>;

/**
 * A quote's rooms as a binder (Order from this quote): what was quoted, its labels, items and
 * plans, priced today like a project; items no longer sold are left out and named.
 */
export const quoteBinderSchema = v.object({
  cartData: binderAnswerSchema,
  removed: v.array(removedItemSchema),
});
export type QuoteBinder = v.InferOutput<typeof quoteBinderSchema>;

/** A contractor's client copy: marked-up prices, their company, and nothing of their discount or cost. */
export const clientCopySchema = v.object({
  number: v.string(),
  quotedAt: v.string(),
  validUntil: v.string(),
  companyName: v.string(),
  markupPercent: v.number(),
  lines: v.array(v.object({ ...lineEntries, itemPrice: cents })),
  totals: totalsSchema,
});
export type ClientCopy = v.InferOutput<typeof clientCopySchema>;

export const quoteEmailedSchema = v.object({ message: v.string() });
