import { cabinetSize } from '../drawing/measure.ts';
import { skuOf, type PieceInfo } from './piece-rows.ts';

/**
 * What the planner needs to know of a binder item: which row it stands on, whether it spans both
 * rows, its size, and its role for the checks. Read from the category and the SKU, the industry's
 * naming (BF3 a base filler, W3030 a wall cabinet 30" wide and 30" high, BLS36 a lazy susan).
 */

export { rowOf, skuOf, spansBoth, type PieceInfo } from './piece-rows.ts';

export type PieceRole =
  'base' | 'sink' | 'drawer' | 'corner-base' | 'vanity' | 'tall' | 'wall' | 'corner-wall' | 'filler' | 'panel';

/** Fillers and vanity linen cabinets, by SKU prefix. */
const FILLER = /^(BF|WF|TF)\d/;
const VANITY_TALL = /^VLC\d/;

export const pieceRole = (item: PieceInfo): PieceRole => {
  const sku = skuOf(item);
  const type = (item.type ?? '').toLowerCase();
  switch (item.category) {
    case 'Base':
      if (type.includes('corner') || /^(BLS|BBC)\d/.test(sku)) return 'corner-base';
      if (type.includes('sink') || /^F?SB\d/.test(sku)) return 'sink';
      if (type.includes('drawer') || /^DB\d/.test(sku)) return 'drawer';
      return 'base';
    case 'Vanity':
      return VANITY_TALL.test(sku) ? 'tall' : 'vanity';
    case 'Tall':
      return 'tall';
    case 'Wall':
      return type.includes('corner') || /^W(DC|BC)\d/.test(sku) ? 'corner-wall' : 'wall';
    case 'Accessories':
      return FILLER.test(sku) ? 'filler' : 'panel';
  }
};

/** A refrigerator wall cabinet (24" deep, W362424) sits over the refrigerator, not beside it. */
export const overRefrigerator = (item: PieceInfo): boolean =>
  item.category === 'Wall' && ((item.type ?? '').toLowerCase().includes('refrigerator') || pieceSize(item).depth >= 24);

export interface PieceSize {
  width: number;
  height: number;
  depth: number;
}

/** The measurement (`30" W x 34.5" H x 24" D`), else the SKU's digits (W3036: 30 wide, 36 high). */
export const pieceSize = (item: PieceInfo): PieceSize => {
  const known = sizes.get(item);
  if (known) return known;
  const size = readSize(item);
  sizes.set(item, size);
  return size;
};

/** Sizes read once per item object (items are replaced, never mutated): the layout asks on every redraw. */
const sizes = new WeakMap<PieceInfo, PieceSize>();

const readSize = (item: PieceInfo): PieceSize => {
  const digits = /^[A-Z]*(\d+)/.exec(skuOf(item))?.[1] ?? '';
  const size = cabinetSize(item.measurement ?? '', digits, item.category);
  return { width: size.widthIn, height: size.heightIn, depth: size.depthIn };
};
