import { IN_HOUSE_COLOR_PREFIX } from '../catalogue/constants.ts';
import type { PaintColor } from '../catalogue/catalogue.ts';

/**
 * Spec §5 Paint labour fee: charged only when a colour is chosen and it is not one of our
 * in-house RTA- colours. The fee is the SKU's paint price (catalogue data_pprice).
 */
export const paintLaborApplies = (color: Pick<PaintColor, 'code'> | null | undefined): boolean =>
  !!color && !color.code.trim().toUpperCase().startsWith(IN_HOUSE_COLOR_PREFIX);

export const paintLaborFee = (color: Pick<PaintColor, 'code'> | null | undefined, paintPriceCents: number): number =>
  paintLaborApplies(color) ? paintPriceCents : 0;
