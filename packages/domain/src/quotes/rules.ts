import type { Binder } from '../binder/binder.ts';
import type { TierInfo } from '../accounts/roles.ts';
import { buildCheckoutItems, orderTotals, type FreightTerms, type OrderTotals } from '../checkout/rules.ts';

/*
 * Quotes with held prices (issue 23, docs/decisions/0162-quotes-and-held-prices.md): a quote is
 * the binder (or a project) priced once and kept; its line prices hold until it expires.
 * Not to be confused with checkout's price revalidation (`checkoutQuoteSchema`), which is
 * today's prices and is not kept.
 */

/** How many days a quote holds its prices unless the store sets another (QUOTE_VALID_DAYS). */
export const QUOTE_VALID_DAYS_DEFAULT = 30;
/** The most QUOTE_VALID_DAYS may be. */
export const QUOTE_VALID_DAYS_MAX = 365;
/** A contractor's markup on a client copy, in percent: 0 to 100. */
export const MARKUP_PERCENT_MIN = 0;
export const MARKUP_PERCENT_MAX = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Valid until': the quote's date plus the store's valid days (to the millisecond). */
export const quoteValidUntil = (quotedAt: Date, validDays: number): Date =>
  new Date(quotedAt.getTime() + validDays * DAY_MS);

/** A quote has expired from its 'valid until' on. */
export const quoteExpired = (validUntil: Date, now: Date): boolean => now.getTime() >= validUntil.getTime();

/**
 * The held-price rule for one item of a line: while the quote holds, the quoted price or
 * today's if that is lower; once it has expired, today's price.
 */
export const heldUnitPrice = (quotedUnitPrice: number, todayUnitPrice: number, expired: boolean): number =>
  expired ? todayUnitPrice : Math.min(quotedUnitPrice, todayUnitPrice);

/**
 * What makes an order line the same as a quote line, so that the quote's price holds for it:
 * the same SKU, glass door, colour and pre-assembly fee (the unit price includes the fee).
 * Quantity and label do not count: the price held is one item's.
 */
export interface QuoteLineKey {
  name: string;
  hasGlassDoor: boolean;
  colorCode: string | null;
  preAssemblyFee: number;
}
export const quoteLineKey = (line: QuoteLineKey): string =>
  JSON.stringify([line.name, line.hasGlassDoor, line.colorCode, line.preAssemblyFee]);

/** A quote line as kept: what the shopper chose and its prices when quoted (one item's, in cents). */
export interface QuoteLine extends QuoteLineKey {
  /** The room: the label's id and name, or null for the binder's loose items. */
  labelId: string | null;
  labelName: string | null;
  /** Door style (the item's group). */
  group: string;
  type: string;
  variation: string;
  measurement: string;
  colorName: string | null;
  quantity: number;
  /** One item before fees, after the contractor discount. */
  discountedPrice: number;
  /** The fees of one item: paint labour and pre-assembly (never discounted). */
  fees: number;
  /** discountedPrice + fees. */
  unitPrice: number;
  /** unitPrice × quantity. */
  totalPrice: number;
  discountPercent: number;
}

/** The binder priced for a quote: every line at the shopper's prices today (checkout's pricing). */
export const quoteLines = (binder: Binder, tier: TierInfo | null): QuoteLine[] =>
  buildCheckoutItems(binder, tier).map((item) => ({
    labelId: item.labelId ?? null,
    labelName: item.labelName ?? null,
    name: item.name,
    hasGlassDoor: item.hasGlassDoor,
    colorCode: item.selectedColor?.code ?? null,
    colorName: item.selectedColor?.name ?? null,
    preAssemblyFee: item.preAssemblyFee,
    group: item.group,
    type: item.type,
    variation: item.variation,
    measurement: item.measurement,
    quantity: item.quantity,
    discountedPrice: item.verifiedPrice,
    fees: item.paintLaborFee + item.preAssemblyFee,
    unitPrice: item.checkoutPrice,
    totalPrice: item.totalPrice,
    discountPercent: item.discountRate,
  }));

/**
 * A quote's totals: the order's totals (checkout/rules.ts orderTotals) for delivery, so its
 * freight is the estimate a delivery would pay (free from the store's threshold).
 */
export const quoteTotals = (
  lines: readonly Pick<QuoteLine, 'totalPrice'>[],
  freight: FreightTerms,
  taxRatePercent: number,
): OrderTotals =>
  orderTotals(
    lines.map((line) => line.totalPrice),
    'delivery',
    freight,
    taxRatePercent,
  );

/** The held unit price of each order line matching a quote line, by quoteLineKey; the lowest when a key repeats. */
export const heldPrices = (lines: readonly QuoteLine[]): Map<string, number> => {
  const held = new Map<string, number>();
  for (const line of lines) {
    const key = quoteLineKey(line);
    const before = held.get(key);
    held.set(key, before === undefined ? line.unitPrice : Math.min(before, line.unitPrice));
  }
  return held;
};

/** A price marked up by a percentage, rounded to the cent. */
export const markedUp = (cents: number, markupPercent: number): number =>
  Math.round((cents * (100 + markupPercent)) / 100);

/** Whether a markup is one a contractor may add: a finite 0–100 %. */
export const validMarkup = (markupPercent: number): boolean =>
  Number.isFinite(markupPercent) && markupPercent >= MARKUP_PERCENT_MIN && markupPercent <= MARKUP_PERCENT_MAX;

/**
 * A line of a contractor's client copy: what the client pays the contractor. It carries no
 * discount, no price before the discount, and no cost: only the marked-up prices.
 */
export interface ClientCopyLine extends Pick<
  QuoteLine,
  | 'labelId'
  | 'labelName'
  | 'name'
  | 'hasGlassDoor'
  | 'group'
  | 'type'
  | 'variation'
  | 'measurement'
  | 'colorCode'
  | 'colorName'
  | 'quantity'
> {
  /** One item before fees, as the client pays it: the contractor's price marked up. */
  itemPrice: number;
  /** The fees marked up. */
  fees: number;
  unitPrice: number;
  totalPrice: number;
}

/**
 * The client copy's lines: each item's price and fees marked up (each rounded to the cent),
 * the unit price their sum and the line total that × quantity. Only named fields are copied,
 * so nothing of the contractor's discount or cost is carried over.
 */
export const clientCopyLines = (lines: readonly QuoteLine[], markupPercent: number): ClientCopyLine[] =>
  lines.map((line) => {
    const itemPrice = markedUp(line.discountedPrice, markupPercent);
    const fees = markedUp(line.fees, markupPercent);
    const unitPrice = itemPrice + fees;
    return {
      labelId: line.labelId,
      labelName: line.labelName,
      name: line.name,
      hasGlassDoor: line.hasGlassDoor,
      group: line.group,
      type: line.type,
      variation: line.variation,
      measurement: line.measurement,
      colorCode: line.colorCode,
      colorName: line.colorName,
      quantity: line.quantity,
      itemPrice,
      fees,
      unitPrice,
      totalPrice: unitPrice * line.quantity,
    };
  });

/** A quote's number: 'Q-', its date (UTC, YYYYMMDD), '-' and four characters. */
export const QUOTE_NUMBER_PATTERN = /^Q-\d{8}-[A-Z2-9]{4}$/;
export const quoteNumber = (quotedAt: Date, suffix: string): string =>
  `Q-${quotedAt.toISOString().slice(0, 10).replace(/-/g, '')}-${suffix}`;

/**
 * How many quotes one account may make in 24 hours: each is a stored record of up to a full
 * binder's lines, kept for the orders that may come from it, so an account cannot fill the
 * database with them (decision 0162).
 */
export const QUOTES_PER_DAY = 50;

/** The quote pages' and API's messages. */
export const QUOTE_MESSAGES = {
  notFound: 'Quote not found',
  emptyBinder: 'There is nothing to quote: add items first',
  projectNotFound: 'Project not found',
  markup: `The markup must be between ${MARKUP_PERCENT_MIN} and ${MARKUP_PERCENT_MAX} %`,
  notContractor: 'A client copy is for approved contractors',
  expired: 'This quote has expired: ordering from it charges today’s prices',
  /** Checkout from a quote (decision 0162). */
  heldUntil: (number: string, date: string) => `Prices held by quote ${number} until ${date}.`,
  expiredAt: (number: string, date: string) => `Quote ${number} expired on ${date}: today’s prices apply.`,
  notQuotedLines: (count: number) =>
    count === 1
      ? '1 line is not in the quote: it is charged today’s price.'
      : `${count} lines are not in the quote: they are charged today’s price.`,
  replaceTitle: 'Replace your binder?',
  replaceQuestion: (number: string) =>
    `Your binder has items in it. Ordering from quote ${number} replaces them with the quote’s rooms.`,
  ordering: (number: string) => `Your binder now holds quote ${number}.`,
  binderFailed: 'The quote could not be put into your binder. Please try again.',
  emailed: 'The quote is on its way to your e-mail',
  tooMany: 'Too many quote e-mails. Please try again later.',
  tooManyQuotes: `You have made ${QUOTES_PER_DAY} quotes in the last 24 hours. Please try again later.`,
} as const;

/** The fields of a checkout item the held-price rule reads and sets. */
export interface ChargedItem {
  name: string;
  hasGlassDoor: boolean;
  selectedColor: { code: string } | null;
  preAssemblyFee: number;
  quantity: number;
  checkoutPrice: number;
  totalPrice: number;
}

const itemKey = (item: ChargedItem): string =>
  quoteLineKey({
    name: item.name,
    hasGlassDoor: item.hasGlassDoor,
    colorCode: item.selectedColor?.code ?? null,
    preAssemblyFee: item.preAssemblyFee,
  });

/**
 * The ids of the items a quote prices (same quoteLineKey as one of its lines), expired or not:
 * checkout shows which lines the quote holds and which are at today's price.
 */
export const quotedItemIds = <T extends ChargedItem & { id: string }>(
  items: readonly T[],
  lines: readonly QuoteLine[],
): string[] => {
  const held = heldPrices(lines);
  return items.filter((item) => held.has(itemKey(item))).map((item) => item.id);
};

/**
 * An order from a quote: each item the quote priced (same quoteLineKey) is charged its held
 * unit price (heldUnitPrice), the line total following; an item the quote did not price, and
 * every item once the quote has expired, is charged today's price.
 */
export const chargeHeldPrices = <T extends ChargedItem>(
  items: readonly T[],
  lines: readonly QuoteLine[],
  expired: boolean,
): T[] => {
  const held = heldPrices(lines);
  return items.map((item) => {
    const quoted = held.get(itemKey(item));
    if (quoted === undefined) return item;
    const checkoutPrice = heldUnitPrice(quoted, item.checkoutPrice, expired);
    return { ...item, checkoutPrice, totalPrice: checkoutPrice * item.quantity };
  });
};
