import type { BinderItem } from './item.ts';
import type { CatalogueRow, PaintColor } from '../catalogue/catalogue.ts';
import { paintLaborFee } from '../pricing/paint-labor.ts';
import { offersGlassDoor } from '../catalogue/glass-door.ts';

/*
 * A binder item made from its catalogue row: buildBinderItem, repriceItem and the stored
 * binder's recovery (binder/recovery.ts) check it with binderItemSchema.
 */

export const NO_CONTRACTOR = { isBronze: false, isSilver: false, isGold: false } as const;

export interface BuildOptions {
  glassDoor: boolean;
  color: PaintColor | null;
  /** A fresh unique id (the caller makes it: randomness is not a business rule). */
  id: string;
}

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

/** The row sells this SKU: as its standard name, or as its glass-door name. */
export const rowSells = (row: CatalogueRow, name: string): boolean => row.data_name === name || row.data_gname === name;

/** The item a row makes as configured on the store page, not yet checked. */
export const itemFromRow = (row: CatalogueRow, options: BuildOptions): BinderItem => {
  const glassDoor = options.glassDoor && offersGlassDoor(row);
  return {
    id: options.id,
    type: row.data_type,
    group: row.data_group,
    variation: row.data_variation,
    name: glassDoor && row.data_gname ? row.data_gname : row.data_name,
    price: row.currency_price,
    glassPrice: glassDoor ? (row.data_gprice ?? 0) : 0,
    measurement: row.data_measure,
    hasGlassDoor: glassDoor,
    category: row.select_cat,
    quantity: 1,
    selectedColor: options.color,
    paintLaborFee: paintLaborFee(options.color, row.data_pprice),
    hasCustomColor: options.color !== null,
    originalItem: row,
    contractorInfo: { ...NO_CONTRACTOR },
  };
};

/**
 * The item a shopper's choices make of a row, not yet checked: price, glass price and paint
 * labour (spec §5 colour rule) follow the row and the colour; the choices (id, quantity,
 * colour, label) are kept. The glass door follows the name: a glass-door SKU keeps its glass
 * door.
 */
export const itemFromChoice = (
  choice: ItemChoice,
  row: CatalogueRow,
  contractorInfo: BinderItem['contractorInfo'],
): BinderItem => {
  const item: BinderItem = {
    ...itemFromRow(row, {
      id: choice.id,
      glassDoor: row.data_gname !== null && row.data_gname === choice.name,
      color: choice.selectedColor,
    }),
    quantity: choice.quantity,
    contractorInfo,
  };
  return choice.labelId ? { ...item, labelId: choice.labelId, labelName: choice.labelName ?? '' } : item;
};
