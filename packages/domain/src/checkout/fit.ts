import type { Label } from '../binder/binder.ts';
import type { BinderItem } from '../binder/item.ts';
import type { CatalogueRow } from '../catalogue/catalogue.ts';
import type { Plan } from '../planner/plan.ts';
import { fitProblems, type Finding } from '../planner/checks.ts';
import { FIT_MESSAGES, hasPlan, labelGroups } from './fit-constants.ts';

export { FIT_MESSAGES, hasPlan, labelGroups } from './fit-constants.ts';

/**
 * The rooms' plans at checkout (issue 22, decision 0160): a room whose plan has a fit problem
 * is listed, and the order asks the shopper to confirm they checked their measurements. The
 * checkout page and the server run the same rule on the same binder and catalogue rows.
 */

/** A label with a plan, as an order keeps it: the plan, the label's items and the plan's fit problems. */
export interface PlannedRoom {
  labelId: string;
  labelName: string;
  plan: Plan;
  items: BinderItem[];
  problems: Finding[];
}

/**
 * The catalogue rows a label's plan is checked against: those of its items' door styles (the
 * fillers it may need, the cabinets a gap could take).
 */
export const doorStyleRows = (label: Pick<Label, 'items'>, catalogue: readonly CatalogueRow[]): CatalogueRow[] => {
  const groups = new Set(labelGroups(label));
  return catalogue.filter((row) => groups.has(row.data_group));
};

/** Each label with a plan of at least one wall, checked against its door styles' rows. */
export const plannedRooms = (labels: readonly Label[], catalogue: readonly CatalogueRow[]): PlannedRoom[] =>
  labels.filter(hasPlan).map((label) => ({
    labelId: label.id,
    labelName: label.name,
    plan: label.plan,
    items: label.items,
    problems: fitProblems(label.plan, label.items, doorStyleRows(label, catalogue)),
  }));

/** True when any room's plan has a fit problem: the order then needs the shopper's confirmation. */
export const needsMeasurementCheck = (rooms: readonly PlannedRoom[]): boolean =>
  rooms.some((room) => room.problems.length > 0);

/** Why an order cannot be placed as it is asked for, or null: fit problems the shopper did not confirm. */
export const measurementProblem = (rooms: readonly PlannedRoom[], measurementsChecked: boolean): string | null =>
  needsMeasurementCheck(rooms) && !measurementsChecked ? FIT_MESSAGES.unconfirmed : null;
