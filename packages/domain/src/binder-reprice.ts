import type { CatalogueRow, PaintColor } from './catalogue.ts';
import { buildBinderItem, type BinderItem, type BuildResult } from './binder-item.ts';
import { contractorInfo, type TierInfo } from './roles.ts';

/** What of an item the shopper chose; everything else (prices, fees, sizes) comes from the catalogue. */
export interface ItemChoice {
  id: string;
  /** The SKU as shown: the standard name, or the glass-door name (data_gname). */
  name: string;
  quantity: number;
  selectedColor: PaintColor | null;
  labelId?: string;
  labelName?: string;
}

export interface PriceContext {
  tier: TierInfo | null;
  preAssembly: boolean;
}

/** The row sells this SKU: as its standard name, or as its glass-door name. */
export const rowSells = (row: CatalogueRow, name: string): boolean => row.data_name === name || row.data_gname === name;

/**
 * Build an item again from its catalogue row (DESIGN: the server never trusts a client's
 * price): price, glass price, paint labour (spec §5 colour rule), pre-assembly and the
 * contractor flags all follow the row, the colour and the tier now. The shopper's choices
 * (id, quantity, colour, label) are kept. The glass door follows the name: a glass-door
 * SKU keeps its glass door.
 */
export const repriceItem = (choice: ItemChoice, row: CatalogueRow, context: PriceContext): BuildResult => {
  const built = buildBinderItem(row, {
    id: choice.id,
    glassDoor: row.data_gname !== null && row.data_gname === choice.name,
    color: choice.selectedColor,
    preAssembly: context.preAssembly,
  });
  if (!built.ok) return built;
  const item: BinderItem = { ...built.item, quantity: choice.quantity, contractorInfo: contractorInfo(context.tier) };
  return { ok: true, item: choice.labelId ? { ...item, labelId: choice.labelId, labelName: choice.labelName ?? '' } : item };
};
