import { buildBinderItem, type BinderItem } from '../../src/binder/item.ts';
import type { Category } from '../../src/catalogue/constants.ts';
import type { CatalogueRow } from '../../src/catalogue/catalogue.ts';
import { emptyPlan, type Opening, type Plan, type Wall } from '../../src/planner/plan.ts';
import { row } from '../common/fixtures.ts';

/** The seed catalogue's rows the planner tests use: SKU, category, type, variation, width, height, depth. */
const SEED: [string, Category, string, string, number, number, number][] = [
  ['B09', 'Base', 'Base Cabinets', '1 Door 1 Drawer', 9, 34.5, 24],
  ['B12', 'Base', 'Base Cabinets', '1 Door 1 Drawer', 12, 34.5, 24],
  ['B15', 'Base', 'Base Cabinets', '1 Door 1 Drawer', 15, 34.5, 24],
  ['B18', 'Base', 'Base Cabinets', '1 Door 1 Drawer', 18, 34.5, 24],
  ['B24', 'Base', 'Base Cabinets', '2 Doors 1 Drawer', 24, 34.5, 24],
  ['B30', 'Base', 'Base Cabinets', '2 Doors 2 Drawers', 30, 34.5, 24],
  ['B36', 'Base', 'Base Cabinets', '2 Doors 2 Drawers', 36, 34.5, 24],
  ['DB24', 'Base', 'Drawer Base Cabinets', '3 Drawers', 24, 34.5, 24],
  ['SB36', 'Base', 'Sink Base Cabinets', '2 Doors', 36, 34.5, 24],
  ['BLS36', 'Base', 'Corner Base Cabinets', 'Lazy Susan', 36, 34.5, 24],
  ['BBC42', 'Base', 'Corner Base Cabinets', 'Blind Corner', 42, 34.5, 24],
  ['W1530', 'Wall', 'Wall Cabinets 30" High', '1 Door', 15, 30, 12],
  ['W3030', 'Wall', 'Wall Cabinets 30" High', '2 Doors', 30, 30, 12],
  ['W3036', 'Wall', 'Wall Cabinets 36" High', '2 Doors', 30, 36, 12],
  ['W3042', 'Wall', 'Wall Cabinets 42" High', '2 Doors', 30, 42, 12],
  ['W3015', 'Wall', 'Wall Bridge Cabinets', '30" Wide', 30, 15, 12],
  ['W362424', 'Wall', 'Refrigerator Wall Cabinets', '24" Deep', 36, 24, 24],
  ['WDC2430', 'Wall', 'Wall Corner Cabinets', 'Diagonal Corner', 24, 30, 12],
  ['VSB30', 'Vanity', 'Vanity Sink Bases', '2 Doors', 30, 34.5, 21],
  ['VLC1884', 'Vanity', 'Vanity Linen Cabinets', '2 Doors', 18, 84, 21],
  ['P1884', 'Tall', 'Pantry Cabinets', '2 Doors', 18, 84, 24],
  ['P2496', 'Tall', 'Pantry Cabinets', '4 Doors', 24, 96, 24],
  ['BF3', 'Accessories', 'Fillers', 'Base Filler', 3, 34.5, 0.75],
  ['BF6', 'Accessories', 'Fillers', 'Base Filler', 6, 34.5, 0.75],
  ['WF330', 'Accessories', 'Fillers', 'Wall Filler', 3, 30, 0.75],
  ['WF336', 'Accessories', 'Fillers', 'Wall Filler', 3, 36, 0.75],
  ['WF342', 'Accessories', 'Fillers', 'Wall Filler', 3, 42, 0.75],
  ['TF396', 'Accessories', 'Fillers', 'Tall Filler', 3, 96, 0.75],
  ['TF696', 'Accessories', 'Fillers', 'Tall Filler', 6, 96, 0.75],
  ['BP2496', 'Accessories', 'Panels', 'Base Panel', 24, 96, 0.75],
  ['WP1230', 'Accessories', 'Panels', 'Wall Panel', 12, 30, 0.75],
  ['TP2484', 'Accessories', 'Panels', 'Refrigerator Panel', 24, 84, 1.5],
  ['DWR3', 'Accessories', 'Panels', 'Dishwasher Return', 3, 34.5, 24],
  ['TK8', 'Accessories', 'Toe Kick', '8 ft Length', 96, 4.5, 0.25],
  ['CM8', 'Accessories', 'Crown Moulding', 'Standard Crown', 96, 3, 2.25],
  ['LR8', 'Accessories', 'Light Rail', '8 ft Length', 96, 1.75, 0.75],
  ['WSH30', 'Accessories', 'Shelves', 'Wall Shelf', 28.5, 0.75, 11],
];

export const catalogueRow = (sku: string): CatalogueRow => {
  const found = SEED.find(([name]) => name === sku);
  if (!found) throw new Error(`no seed row ${sku}`);
  const [name, category, type, variation, w, h, d] = found;
  return row({
    data_name: name,
    select_cat: category,
    data_type: type,
    data_variation: variation,
    data_measure: `${w}" W x ${h}" H x ${d}" D`,
    data_gname: null,
    data_gprice: null,
    data_gline: null,
  });
};

/** The whole little catalogue, as checkPlan takes it. */
export const catalogue = (): CatalogueRow[] => SEED.map(([sku]) => catalogueRow(sku));

export const item = (sku: string, quantity = 1, id = sku.toLowerCase()): BinderItem => {
  const built = buildBinderItem(catalogueRow(sku), { glassDoor: false, color: null, id });
  if (!built.ok) throw new Error(built.message);
  return { ...built.item, quantity };
};

type SlotSpec = string | { space: string; width?: number };

let counter = 0;
export const nextId = (): string => `id${(counter += 1)}`;

/** A slot per spec: an item id, or a space. */
const slots = (specs: SlotSpec[]) =>
  specs.map((spec) =>
    typeof spec === 'string'
      ? { id: nextId(), kind: 'piece' as const, itemId: spec }
      : { id: nextId(), kind: 'space' as const, space: spec.space, width: spec.width ?? 30 },
  );

export const wall = (
  length: number,
  rows: { base?: SlotSpec[]; upper?: SlotSpec[] } = {},
  more: Partial<Omit<Wall, 'base' | 'upper'>> = {},
): Wall =>
  ({
    id: nextId(),
    name: 'Wall A',
    length,
    ceiling: 96,
    joinsNext: false,
    openings: [] as Opening[],
    base: slots(rows.base ?? []),
    upper: slots(rows.upper ?? []),
    ...more,
  }) as Wall;

export const plan = (...walls: Wall[]): Plan => ({ ...emptyPlan(), walls });
