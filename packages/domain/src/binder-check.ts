import type { BinderItem } from './binder-item.ts';
import { toPaintColor } from './catalogue-constants.ts';
import { isCategoryName, toCatalogueRow } from './catalogue-check.ts';
import { isCents, isFields, isText, isWhole } from './value-check.ts';

/*
 * A binder item checked without zod: binderItemSchema's answer (the value as the schema makes
 * it, or undefined where it refuses it), so that checkout, which shows the binder and the
 * server's prices, first renders without the schema library. A property test holds the check
 * to its schema. The stored binder is read item by item with it (binder-recovery.ts).
 */

export const toContractorInfo = (value: unknown): BinderItem['contractorInfo'] | undefined => {
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
  const quantity = value.quantity === undefined ? 1 : value.quantity;
  if (!isWhole(quantity) || quantity < 1 || quantity > 999) return undefined;
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
