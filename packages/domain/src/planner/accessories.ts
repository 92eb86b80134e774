import type { BinderItem } from '../binder/item.ts';
import type { CatalogueRow } from '../catalogue/catalogue.ts';
import { mouldingOf, type Moulding } from './catalogue-pieces.ts';
import { crownedPieces, crownHeight } from './check-heights.ts';
import { checkPlan } from './checks.ts';
import type { Finding } from './finding.ts';
import { itemsById, type Placed } from './layout.ts';
import { PLANNER_MESSAGES } from './messages.ts';
import { planLayout } from './plan-layout.ts';
import type { Plan, Row } from './plan.ts';
import { pieceRole, skuOf } from './pieces.ts';

/**
 * What the room needs besides its cabinets (issue 22): toe kick under the base rows, crown
 * moulding over the wall rows and tall cabinets, light rail under the wall rows, and the fillers
 * the checks asked for. Mouldings are sold by length (96" in the seed catalogue): each is rounded
 * up to whole pieces. The lengths are the rows' fronts; the few inches of return at an exposed
 * end are what the rounding up leaves over.
 */

export type Need = { sku: string; quantity: number; why: string };

const width = (placed: readonly Placed[]): number => placed.reduce((n, p) => n + p.width, 0);
const isPanel = (p: Placed): boolean => p.item !== undefined && pieceRole(p.item) === 'panel';

export const roomNeeds = (
  plan: Plan,
  items: readonly BinderItem[],
  catalogue: readonly CatalogueRow[],
  /** The plan's checks (checkPlan) when the caller has them: the planner shows both after each edit. */
  findings: readonly Finding[] = checkPlan(plan, items, catalogue),
): Need[] => {
  const crown = crownHeight({ catalogue });
  const lengths = { toeKick: 0, crown: 0, lightRail: 0 };
  const fillers = new Map<string, number>();

  for (const view of planLayout(plan, itemsById(items))) {
    const { wall, layout, limit } = view;
    /** The gap the checks close with fillers on a row (0 when none), its fillers counted. */
    const filled = (row: Row): number => {
      const finding = findings.find((f) => f.wallId === wall.id && f.row === row && f.fillers);
      for (const { sku, count } of finding?.fillers ?? []) fillers.set(sku, (fillers.get(sku) ?? 0) + count);
      return finding ? limit[row] - (row === 'base' ? layout.baseEnd : layout.upperEnd) : 0;
    };
    // Toe kick runs under every cabinet and filler standing on the floor; appliances and panels have none.
    lengths.toeKick += width(layout.base.filter((p) => p.item && !isPanel(p))) + filled('base');
    const upperFill = filled('upper');
    const wallCabinets = layout.upper.filter((p) => p.item);
    lengths.lightRail += width(wallCabinets) + upperFill;
    const crowned = crownedPieces(view).filter((p) => p.bottom + p.height + crown <= wall.ceiling);
    lengths.crown += width(crowned) + (crowned.some((p) => p.row === 'upper') ? upperFill : 0);
  }

  const mouldings: [Moulding, number, (length: number) => string][] = [
    ['toeKick', lengths.toeKick, PLANNER_MESSAGES.needToeKick],
    ['crown', lengths.crown, PLANNER_MESSAGES.needCrown],
    ['lightRail', lengths.lightRail, PLANNER_MESSAGES.needLightRail],
  ];
  const sold = mouldings.flatMap(([kind, length, why]): Need[] => {
    const moulding = mouldingOf(catalogue, kind);
    if (!moulding || length <= 0) return [];
    return [{ sku: moulding.sku, quantity: Math.ceil(length / moulding.width), why: why(length) }];
  });
  const fillerNeeds = [...fillers].map(([sku, quantity]) => ({ sku, quantity, why: PLANNER_MESSAGES.needFillers }));
  return [...sold, ...fillerNeeds];
};

/** What 'Add what this room needs' adds: each need less what the label already holds of that SKU. */
export const missingFromLabel = (
  needs: readonly Need[],
  labelItems: readonly BinderItem[],
): { sku: string; quantity: number }[] =>
  needs.flatMap(({ sku, quantity }) => {
    const held = labelItems.filter((item) => skuOf(item) === sku).reduce((n, item) => n + item.quantity, 0);
    return quantity > held ? [{ sku, quantity: quantity - held }] : [];
  });
