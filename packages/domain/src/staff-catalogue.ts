import { z } from 'zod';
import { CATEGORIES } from './catalogue.ts';

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

const cents = (field: PriceField) =>
  z
    .number({ error: STAFF_CATALOGUE_MESSAGES.price(PRICE_FIELDS[field]) })
    .int({ error: STAFF_CATALOGUE_MESSAGES.price(PRICE_FIELDS[field]) })
    .min(0, { error: STAFF_CATALOGUE_MESSAGES.price(PRICE_FIELDS[field]) })
    .max(PRICE_MAX_CENTS, { error: STAFF_CATALOGUE_MESSAGES.price(PRICE_FIELDS[field]) });

export const staffCatalogueQuerySchema = z.object({
  group: z.string().trim().min(1).max(60),
  category: z.enum(CATEGORIES),
});

export const staffCabinetSchema = z.object({
  id: z.number().int(),
  group: z.string(),
  category: z.string(),
  name: z.string(),
  type: z.string(),
  measure: z.string(),
  priceCents: z.number().int(),
  paintPriceCents: z.number().int(),
  glassName: z.string().nullable(),
  glassPriceCents: z.number().int().nullable(),
  hidden: z.boolean(),
  updatedAt: z.string(),
});
export type StaffCabinet = z.infer<typeof staffCabinetSchema>;

export const staffCatalogueListSchema = z.object({ cabinets: z.array(staffCabinetSchema) });

export const cabinetUpdateSchema = z
  .object({
    priceCents: cents('priceCents').optional(),
    paintPriceCents: cents('paintPriceCents').optional(),
    glassPriceCents: cents('glassPriceCents').optional(),
    hidden: z.boolean().optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), { error: STAFF_CATALOGUE_MESSAGES.nothingToChange });
export type CabinetUpdate = z.infer<typeof cabinetUpdateSchema>;

/** '12.34' or '12' (dollars, as staff type them) to cents; null when it is not a price. */
export const dollarsToCents = (text: string): number | null => {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents <= PRICE_MAX_CENTS ? cents : null;
};
