import * as v from 'valibot';
import { CATEGORIES, catalogueRowSchema, paintColorSchema, type CatalogueRow } from '../catalogue/catalogue.ts';
import { BINDER_MESSAGES } from './messages.ts';
import { itemFromRow, type BuildOptions } from './item-from-row.ts';

export { BINDER_MESSAGES } from './messages.ts';

const cents = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const text = (min: number, max: number) => v.pipe(v.string(), v.minLength(min), v.maxLength(max));

/**
 * A binder item (spec §3). Prices are cents; the server recomputes them from the catalogue.
 * Its pre-assembly fee is not its own: it follows the binder's pre-assembly choice
 * (pricing/pricing.ts preAssemblyFee), and the API's answers add it (api/cart.ts binderAnswer).
 */
export const binderItemSchema = v.object({
  id: text(1, 64),
  type: text(1, 120),
  group: text(1, 60),
  variation: text(1, 120),
  name: text(1, 40),
  price: cents,
  glassPrice: cents,
  measurement: text(1, 80),
  hasGlassDoor: v.boolean(),
  category: v.picklist(CATEGORIES),
  quantity: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(999)), 1),
  selectedColor: v.nullable(paintColorSchema),
  paintLaborFee: cents,
  hasCustomColor: v.boolean(),
  /** The catalogue row the item was built from: its standard and glass-door names. */
  originalItem: catalogueRowSchema,
  contractorInfo: v.object({ isBronze: v.boolean(), isSilver: v.boolean(), isGold: v.boolean() }),
  labelId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  labelName: v.optional(v.pipe(v.string(), v.maxLength(100))),
});
export type BinderItem = v.InferOutput<typeof binderItemSchema>;

export { NO_CONTRACTOR, type BuildOptions } from './item-from-row.ts';

export type BuildResult = { ok: true; item: BinderItem } | { ok: false; message: string };

/** The item checked by its schema: the item as the schema makes it, or the spec's message. */
export const checkedItem = (candidate: BinderItem): BuildResult => {
  const parsed = v.safeParse(binderItemSchema, candidate);
  return parsed.success ? { ok: true, item: parsed.output } : { ok: false, message: BINDER_MESSAGES.invalidItem };
};

/**
 * Build a binder item from a catalogue row as configured on the store page. A row missing
 * any of type, group, variation, name, price or measurement is refused (spec §5).
 */
export const buildBinderItem = (row: CatalogueRow, options: BuildOptions): BuildResult =>
  checkedItem(itemFromRow(row, options));

export { sameConfiguration } from './contents.ts';
