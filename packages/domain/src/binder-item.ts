import { z } from 'zod';
import { CATEGORIES, catalogueRowSchema, paintColorSchema, type CatalogueRow } from './catalogue.ts';
import { BINDER_MESSAGES } from './binder-messages.ts';
import { itemFromRow, type BuildOptions } from './binder-item-from-row.ts';

export { BINDER_MESSAGES } from './binder-messages.ts';

const cents = z.number().int().nonnegative();

/** A binder item (spec §3). Prices are cents; the server recomputes them from the catalogue. */
export const binderItemSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.string().min(1).max(120),
  group: z.string().min(1).max(60),
  variation: z.string().min(1).max(120),
  name: z.string().min(1).max(40),
  price: cents,
  glassPrice: cents,
  measurement: z.string().min(1).max(80),
  hasGlassDoor: z.boolean(),
  category: z.enum(CATEGORIES),
  quantity: z.number().int().min(1).max(999).default(1),
  selectedColor: paintColorSchema.nullable(),
  paintLaborFee: cents,
  hasCustomColor: z.boolean(),
  /** The catalogue row the item was built from: its standard and glass-door names. */
  originalItem: catalogueRowSchema,
  contractorInfo: z.object({ isBronze: z.boolean(), isSilver: z.boolean(), isGold: z.boolean() }),
  preAssemblyFee: cents,
  labelId: z.string().max(64).optional(),
  labelName: z.string().max(100).optional(),
});
export type BinderItem = z.infer<typeof binderItemSchema>;

export { NO_CONTRACTOR, type BuildOptions } from './binder-item-from-row.ts';

export type BuildResult = { ok: true; item: BinderItem } | { ok: false; message: string };

/** The item checked by its schema: the item as the schema makes it, or the spec's message. */
export const checkedItem = (candidate: BinderItem): BuildResult => {
  const parsed = binderItemSchema.safeParse(candidate);
  return parsed.success ? { ok: true, item: parsed.data } : { ok: false, message: BINDER_MESSAGES.invalidItem };
};

/**
 * Build a binder item from a catalogue row as configured on the store page. A row missing
 * any of type, group, variation, name, price or measurement is refused (spec §5).
 */
export const buildBinderItem = (row: CatalogueRow, options: BuildOptions): BuildResult => checkedItem(itemFromRow(row, options));

export { sameConfiguration } from './binder-contents.ts';
