import type { BinderItem } from './binder-item.ts';
import type { Label } from './binder.ts';
import type { CatalogueRow } from './catalogue.ts';
import { isCategory, toPaintColor } from './catalogue-constants.ts';

/*
 * A binder as local storage holds it, checked without zod: binderItemSchema's and
 * labelSchema's answers (the value as the schema makes it, or undefined where it refuses it),
 * so that checkout, which shows the binder, first renders without the schema library. A
 * property test holds each check to its schema.
 */

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, min = 0, max = Number.POSITIVE_INFINITY): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;
/** Whole cents, never negative (z.number().int().nonnegative()). */
const isCents = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isCategoryName = (value: unknown): value is CatalogueRow['select_cat'] => typeof value === 'string' && isCategory(value);

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

const toContractorInfo = (value: unknown): BinderItem['contractorInfo'] | undefined => {
  if (!isFields(value)) return undefined;
  const { isBronze, isSilver, isGold } = value;
  if (typeof isBronze !== 'boolean' || typeof isSilver !== 'boolean' || typeof isGold !== 'boolean') return undefined;
  return { isBronze, isSilver, isGold };
};

/** A binder item as binderItemSchema makes it (a missing quantity is 1). */
export const toBinderItem = (value: unknown): BinderItem | undefined => {
  if (!isFields(value)) return undefined;
  const { id, type, group, variation, name, measurement, category, price, glassPrice, paintLaborFee, preAssemblyFee, hasGlassDoor, hasCustomColor, labelId, labelName } = value;
  if (!isText(id, 1, 64) || !isText(type, 1, 120) || !isText(group, 1, 60) || !isText(variation, 1, 120) || !isText(name, 1, 40) || !isText(measurement, 1, 80)) {
    return undefined;
  }
  if (!isCents(price) || !isCents(glassPrice) || !isCents(paintLaborFee) || !isCents(preAssemblyFee)) return undefined;
  if (typeof hasGlassDoor !== 'boolean' || typeof hasCustomColor !== 'boolean' || !isCategoryName(category)) return undefined;
  if ((labelId !== undefined && !isText(labelId, 0, 64)) || (labelName !== undefined && !isText(labelName, 0, 100))) return undefined;
  const quantity = value.quantity ?? 1;
  if (!Number.isSafeInteger(quantity) || (quantity as number) < 1 || (quantity as number) > 999) return undefined;
  const selectedColor = value.selectedColor === null ? null : toPaintColor(value.selectedColor);
  const originalItem = toCatalogueRow(value.originalItem);
  const contractorInfo = toContractorInfo(value.contractorInfo);
  if (selectedColor === undefined || !originalItem || !contractorInfo) return undefined;
  return {
    id,
    type,
    group,
    variation,
    name,
    price,
    glassPrice,
    measurement,
    hasGlassDoor,
    category,
    quantity: quantity as number,
    selectedColor,
    paintLaborFee,
    hasCustomColor,
    originalItem,
    contractorInfo,
    preAssemblyFee,
    ...(labelId !== undefined && { labelId }),
    ...(labelName !== undefined && { labelName }),
  };
};

/** Each value checked, or undefined when any one is refused (as a schema's `.array()` refuses the list). */
const everyOne = <T>(value: unknown, check: (one: unknown) => T | undefined, max = Number.POSITIVE_INFINITY): T[] | undefined => {
  if (!Array.isArray(value) || value.length > max) return undefined;
  const checked: T[] = [];
  for (const one of value) {
    const result = check(one);
    if (result === undefined) return undefined;
    checked.push(result);
  }
  return checked;
};

/** A list of binder items as binderItemSchema.array() makes it. */
export const toBinderItems = (value: unknown): BinderItem[] | undefined => everyOne(value, toBinderItem);

/** A label as labelSchema makes it (its name trimmed). */
export const toLabel = (value: unknown): Label | undefined => {
  if (!isFields(value)) return undefined;
  const { id, name, isLabel } = value;
  const trimmed = typeof name === 'string' ? name.trim() : undefined;
  if (!isText(id, 1, 64) || !isText(trimmed, 1, 100) || isLabel !== true) return undefined;
  const items = everyOne(value.items, toBinderItem, 500);
  return items && { id, name: trimmed, items, isLabel };
};

/** A list of labels as labelSchema.array() makes it. */
export const toLabels = (value: unknown): Label[] | undefined => everyOne(value, toLabel);
