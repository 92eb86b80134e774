import * as v from 'valibot';
import { CATEGORIES } from '../catalogue/constants.ts';
import { fields, settledNumber } from '../common/fields.ts';
import {
  PRICE_FIELDS,
  PRICE_MAX_CENTS,
  STAFF_CATALOGUE_MESSAGES,
  type PriceField,
} from '../staff/catalogue-constants.ts';

export * from '../staff/catalogue-constants.ts';

const cents = (field: PriceField) => {
  const message = STAFF_CATALOGUE_MESSAGES.price(PRICE_FIELDS[field]);
  return v.pipe(
    v.number(message),
    v.integer(message),
    settledNumber,
    v.minValue(0, message),
    v.maxValue(PRICE_MAX_CENTS, message),
  );
};
const whole = v.pipe(v.number(), v.safeInteger());

export const staffCatalogueQuerySchema = fields({
  group: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60)),
  category: v.picklist(CATEGORIES),
});

export const staffCabinetSchema = v.object({
  id: whole,
  group: v.string(),
  category: v.string(),
  name: v.string(),
  type: v.string(),
  measure: v.string(),
  priceCents: whole,
  paintPriceCents: whole,
  glassName: v.nullable(v.string()),
  glassPriceCents: v.nullable(whole),
  hidden: v.boolean(),
  updatedAt: v.string(),
});
export type StaffCabinet = v.InferOutput<typeof staffCabinetSchema>;

export const staffCatalogueListSchema = v.object({ cabinets: v.array(staffCabinetSchema) });

export const cabinetUpdateSchema = v.pipe(
  v.object({
    priceCents: v.optional(cents('priceCents')),
    paintPriceCents: v.optional(cents('paintPriceCents')),
    glassPriceCents: v.optional(cents('glassPriceCents')),
    hidden: v.optional(v.boolean()),
    /** Saves a price cut by more than half or to under a dollar (isLargePriceDrop); without it such a change is refused with a 409. */
    confirmLargePriceDrop: v.optional(v.boolean(STAFF_CATALOGUE_MESSAGES.confirmFlag)),
  }),
  v.check(
    ({ confirmLargePriceDrop: _flag, ...change }) => Object.values(change).some((value) => value !== undefined),
    STAFF_CATALOGUE_MESSAGES.nothingToChange,
  ),
);
export type CabinetUpdate = v.InferOutput<typeof cabinetUpdateSchema>;
