import type { BinderItem } from './binder-item.ts';
import type { BinderContents } from './binder.ts';
import { allItems } from './binder-contents.ts';
import { PRE_ASSEMBLY_FEE_CENTS } from './constants.ts';
import type { TierInfo } from './roles.ts';

/** The fields of an item that decide its price. */
export type PricedItem = Pick<BinderItem, 'price' | 'glassPrice' | 'paintLaborFee' | 'quantity'>;

/** A percentage off, rounded to the nearest cent. */
export const discounted = (cents: number, percent: number): number => Math.round((cents * (100 - percent)) / 100);

export interface LinePrice {
  /** Price and glass, after the contractor discount, for one item. */
  unitPrice: number;
  /** The same without the discount. */
  originalUnitPrice: number;
  paintLaborFee: number;
  preAssemblyFee: number;
  /** (discounted price + paint labour + pre-assembly) × quantity. */
  total: number;
  originalTotal: number;
  discountPercent: number;
}

/**
 * Spec §9 Money: item total = (price + glass, less the contractor discount, + paint labour
 * fee + pre-assembly fee if enabled) × quantity. Fees are never discounted (§6).
 */
export const linePrice = (item: PricedItem, tier: TierInfo | null, preAssembly: boolean): LinePrice => {
  const discountPercent = tier?.discountPercent ?? 0;
  const originalUnitPrice = item.price + item.glassPrice;
  const unitPrice = discounted(originalUnitPrice, discountPercent);
  const preAssemblyFee = preAssembly ? PRE_ASSEMBLY_FEE_CENTS : 0;
  const fees = item.paintLaborFee + preAssemblyFee;
  return {
    unitPrice,
    originalUnitPrice,
    paintLaborFee: item.paintLaborFee,
    preAssemblyFee,
    total: (unitPrice + fees) * item.quantity,
    originalTotal: (originalUnitPrice + fees) * item.quantity,
    discountPercent,
  };
};

export interface BinderTotals {
  total: number;
  originalTotal: number;
  discountPercent: number;
  itemCount: number;
}

/** The binder's footer: the total, and for contractors the original total too (spec §6). */
export const binderTotals = (binder: BinderContents, tier: TierInfo | null, preAssembly: boolean): BinderTotals => {
  const lines = allItems(binder).map((item) => linePrice(item, tier, preAssembly));
  return {
    total: lines.reduce((sum, line) => sum + line.total, 0),
    originalTotal: lines.reduce((sum, line) => sum + line.originalTotal, 0),
    discountPercent: tier?.discountPercent ?? 0,
    itemCount: lines.length,
  };
};
