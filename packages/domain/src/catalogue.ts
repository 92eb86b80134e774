import { z } from 'zod';

import { CATEGORIES, PAINT_RGB } from './catalogue-constants.ts';

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
} from './catalogue-constants.ts';

/**
 * A catalogue row exactly as the API serves it (spec §3). Prices are integer cents.
 * data_gname/data_gprice/data_gline are null when the SKU has no glass-door option.
 */
export const catalogueRowSchema = z.object({
  data_type: z.string().min(1),
  data_variation: z.string().min(1),
  data_name: z.string().min(1),
  data_measure: z.string().min(1),
  currency_price: z.number().int().nonnegative(),
  data_pprice: z.number().int().nonnegative(),
  data_gname: z.string().nullable(),
  data_gprice: z.number().int().nonnegative().nullable(),
  data_gline: z.string().nullable(),
  data_line: z.string(),
  data_image: z.string(),
  data_group: z.string().min(1),
  select_cat: z.enum(CATEGORIES),
});
export type CatalogueRow = z.infer<typeof catalogueRowSchema>;

export const catalogueResponseSchema = z.object({ data: z.array(catalogueRowSchema) });

export const cabinetGroupSchema = z.object({
  name: z.string(),
  description: z.string(),
  isDefault: z.boolean(),
});
export type CabinetGroup = z.infer<typeof cabinetGroupSchema>;
export const cabinetGroupsResponseSchema = z.object({ data: z.array(cabinetGroupSchema) });

/** A paint colour. Sherwin-Williams codes are numeric strings; in-house codes start with RTA-. */
export const paintColorSchema = z.object({
  code: z.string(),
  name: z.string(),
  rgb: z.string().regex(PAINT_RGB),
});
export type PaintColor = z.infer<typeof paintColorSchema>;
export const paintColorsResponseSchema = z.object({ data: z.array(paintColorSchema) });
