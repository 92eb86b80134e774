import type { BinderItem } from '../binder/item.ts';
import type { CatalogueRow } from '../catalogue/catalogue.ts';
import { checkCorners } from './check-corners.ts';
import { checkHeights } from './check-heights.ts';
import { checkKitchen } from './check-kitchen.ts';
import { checkOpenings } from './check-openings.ts';
import { checkRows } from './check-rows.ts';
import type { CheckContext, Finding } from './finding.ts';
import { itemsById } from './layout.ts';
import { planLayout } from './plan-layout.ts';
import type { Plan } from './plan.ts';

export type { Finding } from './finding.ts';

/**
 * The room's checks (issue 22), wall by wall: each row against the wall, the cabinets against the
 * ceiling, the corners, the windows and doors, and a few kitchen planning guidelines. `catalogue`
 * is the label's door style's rows: the fillers and cabinets a gap is told to take come from it.
 * Messages are in messages.ts.
 */
export const checkPlan = (plan: Plan, items: readonly BinderItem[], catalogue: readonly CatalogueRow[]): Finding[] => {
  const context: CheckContext = { walls: planLayout(plan, itemsById(items)), catalogue };
  return context.walls.flatMap((view, index) => [
    ...checkRows(view, context),
    ...checkHeights(view, context),
    ...checkCorners(context, index),
    ...checkOpenings(view),
    ...checkKitchen(view, context),
  ]);
};

/** The fit problems only: what checkout asks the shopper to confirm. */
export const fitProblems = (plan: Plan, items: readonly BinderItem[], catalogue: readonly CatalogueRow[]): Finding[] =>
  checkPlan(plan, items, catalogue).filter((finding) => finding.severity === 'problem');
