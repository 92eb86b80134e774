import type { CatalogueRow } from '../catalogue/catalogue.ts';
import { buildBinderItem, type BinderItem, type BuildResult } from './item.ts';
import { offersGlassDoor } from '../catalogue/glass-door.ts';

/**
 * Spec §4 Item edit mode and §5/§8: an item is edited by picking a variation, then a name,
 * among the catalogue rows of its own type and style group. Measurement and price follow the
 * row (read-only).
 */
export const EDIT_MESSAGES = {
  noVariations: 'This item cannot be edited: no variations are available for it right now.',
  noLongerValid: 'This item cannot be edited: its configuration is no longer in the catalogue.',
  chooseName: 'Please select all required options first',
  saveFailed: 'An error occurred while saving the changes.',
} as const;

export interface EditOptions {
  /** The rows of the item's type in its group, in catalogue order. */
  rows: CatalogueRow[];
  variations: string[];
  /** The row the item was built from, if the catalogue still has it. */
  current: CatalogueRow | undefined;
}

export type EditCheck = { ok: true; options: EditOptions } | { ok: false; message: string };

/** Whether the item can be edited against these catalogue rows (of its category and group). */
export const editOptions = (item: BinderItem, categoryRows: readonly CatalogueRow[]): EditCheck => {
  const rows = categoryRows.filter((row) => row.data_type === item.type && row.data_group === item.group);
  const variations = [...new Set(rows.map((row) => row.data_variation))];
  if (variations.length === 0) return { ok: false, message: EDIT_MESSAGES.noVariations };
  const current = rows.find(
    (row) => row.data_variation === item.variation && (row.data_name === item.name || row.data_gname === item.name),
  );
  if (!current) return { ok: false, message: EDIT_MESSAGES.noLongerValid };
  return { ok: true, options: { rows, variations, current } };
};

/** The names (SKUs) to pick from once a variation is chosen. */
export const namesFor = (options: EditOptions, variation: string): CatalogueRow[] =>
  options.rows.filter((row) => row.data_variation === variation);

/**
 * The item rebuilt from the chosen row. It keeps its id, quantity, colour, label and
 * contractor flags, and a glass door when the new row offers one.
 */
export const editItem = (item: BinderItem, row: CatalogueRow): BuildResult => {
  const keepGlass = item.hasGlassDoor && offersGlassDoor(row);
  const built = buildBinderItem(row, { id: item.id, glassDoor: keepGlass, color: item.selectedColor });
  if (!built.ok) return built;
  const edited: BinderItem = { ...built.item, quantity: item.quantity, contractorInfo: item.contractorInfo };
  return { ok: true, item: item.labelId ? { ...edited, labelId: item.labelId, labelName: item.labelName } : edited };
};
