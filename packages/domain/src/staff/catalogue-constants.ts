import { formatCents } from '../pricing/money.ts';
import { isStoreAdmin } from '../accounts/roles.ts';

/*
 * Staff catalogue editing's address, price limit, fields, messages, rules and dollar reading
 * (api/staff-catalogue.ts re-exports them), apart from the schemas so that the catalogue page's first
 * render does not carry the schemas' code: a module is bundled whole into one chunk, and the page
 * loads the schemas with its first call (staff-catalogue-api.ts).
 */

/** Staff catalogue editing (issue 9): every SKU, hidden ones too, with its prices in cents. */
export const STAFF_CATALOGUE_PATH = '/api/staff/catalogue';

/** No cabinet costs more than this; a larger number is a typo (an extra zero or two). */
export const PRICE_MAX_CENTS = 10_000_000;

export const PRICE_FIELDS = {
  priceCents: 'Price',
  paintPriceCents: 'Paint price',
  glassPriceCents: 'Glass price',
} as const;
export type PriceField = keyof typeof PRICE_FIELDS;

/** Prices, and which SKUs the store shows, are changed by Store Admins; Sales Users see them (issue 19). */
export const mayChangeCatalogue = (roles: readonly string[]): boolean => isStoreAdmin(roles);

/**
 * A cut to under this many cents needs confirmation whatever the price was, and so does 0
 * (free): a cent, or nothing, for a cabinet is nearly always a slip of the keyboard.
 */
export const LARGE_DROP_FLOOR_CENTS = 100;

/** True when lowering a price from one amount to the other needs confirmation: by more than half, or to under a dollar. */
export const isLargePriceDrop = (fromCents: number, toCents: number): boolean =>
  toCents < fromCents && (toCents * 2 < fromCents || toCents < LARGE_DROP_FLOOR_CENTS);

export interface PriceDrop {
  field: PriceField;
  fromCents: number;
  toCents: number;
}

/** The prices an update lowers so far that it needs confirmation, in the order of PRICE_FIELDS. */
export const largePriceDrops = (
  current: Record<PriceField, number | null>,
  update: Partial<Record<PriceField, number | null>>,
): PriceDrop[] =>
  (Object.keys(PRICE_FIELDS) as PriceField[]).flatMap((field) => {
    const fromCents = current[field];
    const toCents = update[field];
    return typeof fromCents === 'number' && typeof toCents === 'number' && isLargePriceDrop(fromCents, toCents)
      ? [{ field, fromCents, toCents }]
      : [];
  });

/** "B09's price from $205.00 to $0.01 and paint price from $40.00 to $0.00" */
const dropList = (name: string, drops: readonly PriceDrop[]): string => {
  const parts = drops.map(
    (drop) =>
      `${PRICE_FIELDS[drop.field].toLowerCase()} from ${formatCents(drop.fromCents)} to ${formatCents(drop.toCents)}`,
  );
  const last = parts.pop() ?? '';
  return `${name}'s ${parts.length > 0 ? `${parts.join(', ')} and ${last}` : last}`;
};

export const STAFF_CATALOGUE_MESSAGES = {
  price: (field: string) => `${field} must be a whole number of cents from 0 to ${PRICE_MAX_CENTS}.`,
  /** The same rule as staff type prices: in dollars. */
  dollars: (field: string) =>
    `${field} must be an amount in dollars from 0 to ${PRICE_MAX_CENTS / 100}, such as 205.00.`,
  noGlass: 'This cabinet has no glass-door version, so it has no glass price.',
  nothingToChange: 'Change a price or the visibility before saving.',
  notFound: 'That cabinet does not exist.',
  /** Answered (403) to a Sales User's change, and shown above their read-only catalogue. */
  storeAdminOnly: 'Only a Store Admin can change prices or hide and show SKUs. Ask a Store Admin to make a change.',
  confirmFlag: 'confirmLargePriceDrop must be true or false.',
  /** Answered (409) to a large drop sent without "confirmLargePriceDrop": true. */
  largeDropNeedsConfirmation: (name: string, drops: readonly PriceDrop[]) =>
    `Lowering ${dropList(name, drops)} needs confirmation: a price cut by more than half, or to under ${formatCents(LARGE_DROP_FLOOR_CENTS)}, is saved only with "confirmLargePriceDrop": true.`,
  /** The console's question before it sends the confirmation. */
  confirmLargeDrop: (name: string, drops: readonly PriceDrop[]) =>
    `Lower ${dropList(name, drops)}? That is more than half off, or under ${formatCents(LARGE_DROP_FLOOR_CENTS)}, and shoppers pay it at once.`,
} as const;

/** '12.34' or '12' (dollars, as staff type them) to cents; null when it is not a price. */
export const dollarsToCents = (text: string): number | null => {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents <= PRICE_MAX_CENTS ? cents : null;
};
