import type { BinderItem } from '../binder/item.ts';
import type { Row } from './plan.ts';

/**
 * Which row an item stands on, read from its category and SKU (the industry's naming: BF3 a base
 * filler, WF336 a wall filler, TF396 a tall filler). Apart from pieces.ts, which reads sizes with
 * the drawing's parser, so that the binder's operations (which reconcile plans) stay small.
 */

/** What these rules read of an item: enough that the server can ask with a stored item's fields. */
export type PieceInfo = Pick<BinderItem, 'name' | 'category'> &
  Partial<Pick<BinderItem, 'type' | 'variation' | 'measurement' | 'originalItem'>>;

/** The catalogue's SKU: the standard name, also for an item bought with the glass door. */
export const skuOf = (item: PieceInfo): string => (item.originalItem?.data_name ?? item.name).trim().toUpperCase();

/** Accessories that stand in a row, by SKU prefix; every other accessory is never placed. */
const BASE_ACCESSORY = /^(BF|DWR|TF|BP|TP)\d/;
const UPPER_ACCESSORY = /^(WF|WP)\d/;
const TALL_ACCESSORY = /^(TF|TP)\d/;
/** A vanity linen cabinet stands from the floor to the wall cabinets' tops, like a tall one. */
const VANITY_TALL = /^VLC\d/;

export const rowOf = (item: PieceInfo): Row | null => {
  const sku = skuOf(item);
  switch (item.category) {
    case 'Base':
    case 'Vanity':
    case 'Tall':
      return 'base';
    case 'Wall':
      return 'upper';
    case 'Accessories':
      if (BASE_ACCESSORY.test(sku)) return 'base';
      return UPPER_ACCESSORY.test(sku) ? 'upper' : null;
  }
};

export const spansBoth = (item: PieceInfo): boolean => {
  const sku = skuOf(item);
  return item.category === 'Tall' || VANITY_TALL.test(sku) || TALL_ACCESSORY.test(sku);
};
