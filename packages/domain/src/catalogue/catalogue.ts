import * as v from 'valibot';

import { CATEGORIES, PAINT_RGB } from './constants.ts';

export {
  CATEGORIES,
  DEFAULT_CATEGORY,
  DEFAULT_GROUP,
  DEFAULT_PAINT_CABINET,
  formatColorCode,
  IN_HOUSE_COLOR_PREFIX,
  isCategory,
  STYLE_GROUPS,
  type Category,
  type StyleGroup,
} from './constants.ts';

/** Whole cents, never negative. */
const cents = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const named = v.pipe(v.string(), v.minLength(1));

/**
 * A catalogue row exactly as the API serves it (spec §3). Prices are integer cents.
 * data_gname/data_gprice/data_gline are null when the SKU has no glass-door option.
 */
export const catalogueRowSchema = v.object({
  data_type: named,
  data_variation: named,
  data_name: named,
  data_measure: named,
  currency_price: cents,
  data_pprice: cents,
  data_gname: v.nullable(v.string()),
  data_gprice: v.nullable(cents),
  data_gline: v.nullable(v.string()),
  data_line: v.string(),
  data_image: v.string(),
  data_group: named,
  select_cat: v.picklist(CATEGORIES),
});
export type CatalogueRow = v.InferOutput<typeof catalogueRowSchema>;

export const catalogueResponseSchema = v.object({ data: v.array(catalogueRowSchema) });

export const cabinetGroupSchema = v.object({
  name: v.string(),
  description: v.string(),
  isDefault: v.boolean(),
});
export type CabinetGroup = v.InferOutput<typeof cabinetGroupSchema>;
export const cabinetGroupsResponseSchema = v.object({ data: v.array(cabinetGroupSchema) });

/** A paint colour. Sherwin-Williams codes are numeric strings; in-house codes start with RTA-. */
export const paintColorSchema = v.object({
  code: v.string(),
  name: v.string(),
  rgb: v.pipe(v.string(), v.regex(PAINT_RGB)),
});
export type PaintColor = v.InferOutput<typeof paintColorSchema>;
export const paintColorsResponseSchema = v.object({ data: v.array(paintColorSchema) });
