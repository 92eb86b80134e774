import type { Label } from '../binder/binder.ts';
import type { BinderItem } from '../binder/item.ts';
import type { CatalogueRow } from '../catalogue/catalogue.ts';
import type { Plan } from '../planner/plan.ts';
import { fitProblems, type Finding } from '../planner/checks.ts';
import { planItemsIssue } from '../planner/reconcile.ts';

/**
 * The rooms' plans at checkout (issue 22, decision 0160): a room whose plan has a fit problem
 * is listed, and the order asks the shopper to confirm they checked their measurements. The
 * checkout page and the server run the same rule on the same binder and catalogue rows.
 */

export const FIT_MESSAGES = {
  heading: 'Check the fit of your rooms',
  intro: 'These rooms’ plans do not fit as drawn. Check them, or measure again, before you order.',
  confirm: 'I have checked my measurements',
  /** Refused by the server, and shown at the box when Place order is pressed without it. */
  unconfirmed:
    "A room's plan has fit problems: check your measurements and tick 'I have checked my measurements' to place the order.",
  confirmed: 'The shopper confirmed they checked their measurements.',
  notConfirmed: 'The shopper was not asked to confirm their measurements (no fit problems).',
} as const;

/** A label with a plan, as an order keeps it: the plan, the label's items and the plan's fit problems. */
export interface PlannedRoom {
  labelId: string;
  labelName: string;
  plan: Plan;
  items: BinderItem[];
  problems: Finding[];
}

/** The door styles (catalogue groups) a label's items are in. */
export const labelGroups = (label: Pick<Label, 'items'>): string[] => [
  ...new Set(label.items.map((item) => item.group)),
];

/**
 * The catalogue rows a label's plan is checked against: those of its items' door styles (the
 * fillers it may need, the cabinets a gap could take).
 */
export const doorStyleRows = (label: Pick<Label, 'items'>, catalogue: readonly CatalogueRow[]): CatalogueRow[] => {
  const groups = new Set(labelGroups(label));
  return catalogue.filter((row) => groups.has(row.data_group));
};

const hasPlan = (label: Label): label is Label & { plan: Plan } => !!label.plan && label.plan.walls.length > 0;

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

/** The first label whose plan does not match its items (a piece of an item it does not hold), or null. */
export const binderPlanIssue = (labels: readonly Label[]): string | null => {
  for (const label of labels) {
    const issue = label.plan ? planItemsIssue(label.plan, label.name, label.items) : null;
    if (issue) return issue;
  }
  return null;
};
