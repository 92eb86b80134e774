import type { CabinetGroup, CatalogueRow } from './catalogue.ts';
import { isCategory } from './catalogue-constants.ts';
import { everyOne, isCents, isFields, isText } from './value-check.ts';

/*
 * The catalogue's answers checked without zod: what catalogueResponseSchema and
 * cabinetGroupsResponseSchema make of a value (the value as the schema makes it, or undefined
 * where it refuses it), so that the store shows its cabinets without loading the schema
 * library. A property test holds each check to its schema.
 */

/** One of the catalogue's categories (categorySchema). */
export const isCategoryName = (value: unknown): value is CatalogueRow['select_cat'] => typeof value === 'string' && isCategory(value);

/** A catalogue row as catalogueRowSchema makes it. */
export const toCatalogueRow = (value: unknown): CatalogueRow | undefined => {
  if (!isFields(value)) return undefined;
  const { data_type, data_variation, data_name, data_measure, currency_price, data_pprice, data_gname, data_gprice, data_gline, data_line, data_image, data_group, select_cat } =
    value;
  if (!isText(data_type, 1) || !isText(data_variation, 1) || !isText(data_name, 1) || !isText(data_measure, 1) || !isText(data_group, 1)) return undefined;
  if (!isCents(currency_price) || !isCents(data_pprice) || (data_gprice !== null && !isCents(data_gprice))) return undefined;
  if ((data_gname !== null && !isText(data_gname)) || (data_gline !== null && !isText(data_gline)) || !isText(data_line) || !isText(data_image)) return undefined;
  if (!isCategoryName(select_cat)) return undefined;
  return { data_type, data_variation, data_name, data_measure, currency_price, data_pprice, data_gname, data_gprice, data_gline, data_line, data_image, data_group, select_cat };
};

/** GET /api/cabinets/:category's answer as catalogueResponseSchema makes it. */
export const toCatalogueResponse = (value: unknown): { data: CatalogueRow[] } | undefined => {
  const data = isFields(value) ? everyOne(value.data, toCatalogueRow) : undefined;
  return data && { data };
};

/** A door style as cabinetGroupSchema makes it. */
export const toCabinetGroup = (value: unknown): CabinetGroup | undefined => {
  if (!isFields(value)) return undefined;
  const { name, description, isDefault } = value;
  if (!isText(name) || !isText(description) || typeof isDefault !== 'boolean') return undefined;
  return { name, description, isDefault };
};

/** GET /api/cabinet-groups' answer as cabinetGroupsResponseSchema makes it. */
export const toCabinetGroupsResponse = (value: unknown): { data: CabinetGroup[] } | undefined => {
  const data = isFields(value) ? everyOne(value.data, toCabinetGroup) : undefined;
  return data && { data };
};
