/* Staff catalogue editing's address, price limit, fields, messages and dollar reading without zod (staff-catalogue.ts re-exports them), so the catalogue page first renders without the schema library. */

/** Staff catalogue editing (issue 9): every SKU, hidden ones too, with its prices in cents. */
export const STAFF_CATALOGUE_PATH = '/api/staff/catalogue';

/** No cabinet costs more than this; a larger number is a typo (an extra zero or two). */
export const PRICE_MAX_CENTS = 10_000_000;

export const STAFF_CATALOGUE_MESSAGES = {
  price: (field: string) => `${field} must be a whole number of cents from 0 to ${PRICE_MAX_CENTS}.`,
  /** The same rule as staff type prices: in dollars. */
  dollars: (field: string) => `${field} must be an amount in dollars from 0 to ${PRICE_MAX_CENTS / 100}, such as 205.00.`,
  noGlass: 'This cabinet has no glass-door version, so it has no glass price.',
  nothingToChange: 'Change a price or the visibility before saving.',
  notFound: 'That cabinet does not exist.',
} as const;

export const PRICE_FIELDS = { priceCents: 'Price', paintPriceCents: 'Paint price', glassPriceCents: 'Glass price' } as const;
export type PriceField = keyof typeof PRICE_FIELDS;

/** '12.34' or '12' (dollars, as staff type them) to cents; null when it is not a price. */
export const dollarsToCents = (text: string): number | null => {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents <= PRICE_MAX_CENTS ? cents : null;
};
