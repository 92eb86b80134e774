import type { BinderItem } from '../binder/item.ts';
import type { Binder } from '../binder/binder.ts';
import { allItems } from '../binder/contents.ts';
import { PRE_ASSEMBLY_FEE_CENTS } from '../common/constants.ts';
import type { TierInfo } from '../accounts/roles.ts';

/** The fields of an item that decide its price. */
export type PricedItem = Pick<BinderItem, 'price' | 'glassPrice' | 'paintLaborFee' | 'quantity'>;

/**
 * Spec §9: the pre-assembly fee of one item, 25 dollars when the binder's pre-assembly choice
 * is on. It follows that choice wherever it is needed (a line's price, checkout, an order's
 * lines, the API's answers), and no item carries it (docs/decisions/0152-one-name-per-concept.md).
 */
export const preAssemblyFee = (preAssembly: boolean): number => (preAssembly ? PRE_ASSEMBLY_FEE_CENTS : 0);

/** A percentage off, rounded to the nearest cent. */
export const discounted = (cents: number, percent: number): number => Math.round((cents * (100 - percent)) / 100);

/**
 * One line's prices (the glossary in packages/domain/README.md gives each its wire name). All
 * but the totals are for one item.
 */
export interface LinePrice {
  /** Price and glass before any discount (a checkout item's originalPrice). */
  originalPrice: number;
  /** Price and glass after the contractor discount, before fees (a checkout item's verifiedPrice). */
  discountedPrice: number;
  paintLaborFee: number;
  preAssemblyFee: number;
  /** Discounted price + paint labour + pre-assembly (a checkout item's checkoutPrice, an order item's unitPrice). */
  unitPrice: number;
  /** unitPrice × quantity. */
  totalPrice: number;
  /** The line's total before the discount: (original price + fees) × quantity. */
  originalTotalPrice: number;
  discountPercent: number;
}

/**
 * Spec §9 Money: item total = (price + glass, less the contractor discount, + paint labour
 * fee + pre-assembly fee if enabled) × quantity. Fees are never discounted (§6).
 */
export const linePrice = (item: PricedItem, tier: TierInfo | null, preAssembly: boolean): LinePrice => {
  const discountPercent = tier?.discountPercent ?? 0;
  const originalPrice = item.price + item.glassPrice;
  const discountedPrice = discounted(originalPrice, discountPercent);
  const assemblyFee = preAssemblyFee(preAssembly);
  const fees = item.paintLaborFee + assemblyFee;
  const unitPrice = discountedPrice + fees;
  return {
    originalPrice,
    discountedPrice,
    paintLaborFee: item.paintLaborFee,
    preAssemblyFee: assemblyFee,
    unitPrice,
    totalPrice: unitPrice * item.quantity,
    originalTotalPrice: (originalPrice + fees) * item.quantity,
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
export const binderTotals = (binder: Binder, tier: TierInfo | null): BinderTotals => {
  const lines = allItems(binder).map((item) => linePrice(item, tier, binder.preAssembly));
  return {
    total: lines.reduce((sum, line) => sum + line.totalPrice, 0),
    originalTotal: lines.reduce((sum, line) => sum + line.originalTotalPrice, 0),
    discountPercent: tier?.discountPercent ?? 0,
    itemCount: lines.length,
  };
};
