import { z } from 'zod';
import { CATEGORIES, catalogueRowSchema, paintColorSchema, type CatalogueRow, type PaintColor } from './catalogue.ts';
import { paintLaborFee } from './paint.ts';
import { PRE_ASSEMBLY_FEE_CENTS } from './constants.ts';
import { BINDER_MESSAGES } from './binder-messages.ts';

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

export const NO_CONTRACTOR = { isBronze: false, isSilver: false, isGold: false } as const;

export interface BuildOptions {
  glassDoor: boolean;
  color: PaintColor | null;
  preAssembly: boolean;
  /** A fresh unique id (the caller makes it: randomness is not a business rule). */
  id: string;
}

export type BuildResult = { ok: true; item: BinderItem } | { ok: false; message: string };

/**
 * Build a binder item from a catalogue row as configured on the store page. A row missing
 * any of type, group, variation, name, price or measurement is refused (spec §5).
 */
export const buildBinderItem = (row: CatalogueRow, options: BuildOptions): BuildResult => {
  const glassDoor = options.glassDoor && row.data_gname !== null && row.data_gprice !== null;
  const candidate = {
    id: options.id,
    type: row.data_type,
    group: row.data_group,
    variation: row.data_variation,
    name: glassDoor && row.data_gname ? row.data_gname : row.data_name,
    price: row.currency_price,
    glassPrice: glassDoor ? (row.data_gprice ?? 0) : 0,
    measurement: row.data_measure,
    hasGlassDoor: glassDoor,
    category: row.select_cat,
    quantity: 1,
    selectedColor: options.color,
    paintLaborFee: paintLaborFee(options.color, row.data_pprice),
    hasCustomColor: options.color !== null,
    originalItem: row,
    contractorInfo: { ...NO_CONTRACTOR },
    preAssemblyFee: options.preAssembly ? PRE_ASSEMBLY_FEE_CENTS : 0,
  };
  const parsed = binderItemSchema.safeParse(candidate);
  return parsed.success ? { ok: true, item: parsed.data } : { ok: false, message: BINDER_MESSAGES.invalidItem };
};

export { sameConfiguration } from './binder-contents.ts';
