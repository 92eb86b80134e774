import { z } from 'zod';
import { CATEGORIES } from './catalogue-constants.ts';
import { PRICE_FIELDS, PRICE_MAX_CENTS, STAFF_CATALOGUE_MESSAGES, type PriceField } from './staff-catalogue-constants.ts';

export * from './staff-catalogue-constants.ts';

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
    /** Saves a price cut by more than half or to under a dollar (isLargePriceDrop); without it such a change is refused with a 409. */
    confirmLargePriceDrop: z.boolean({ error: STAFF_CATALOGUE_MESSAGES.confirmFlag }).optional(),
  })
  .refine(({ confirmLargePriceDrop: _flag, ...change }) => Object.values(change).some((value) => value !== undefined), {
    error: STAFF_CATALOGUE_MESSAGES.nothingToChange,
  });
export type CabinetUpdate = z.infer<typeof cabinetUpdateSchema>;
