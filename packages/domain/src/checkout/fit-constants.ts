import type { Label } from '../binder/binder.ts';
import type { Plan } from '../planner/plan.ts';

/**
 * The words of checkout's fit check (issue 22, checkout/fit.ts), and which door styles a room is
 * checked against: apart from the rules, so that a page that needs only these does not carry them.
 */

export const FIT_MESSAGES = {
  heading: 'Check the fit of your rooms',
  intro: 'These rooms’ plans do not fit as drawn. Check them, or measure again, before you order.',
  confirm: 'I have checked my measurements',
  /** Refused by the server, and shown at the box when Place order is pressed without it. */
  unconfirmed:
    "A room's plan has fit problems: check your measurements and tick 'I have checked my measurements' to place the order.",
  /**
   * Said at the box when the server found fit problems the page could not show (their check did
   * not load): the rooms are named, the problems are the planner's.
   */
  foundByStore:
    'The store found fit problems in these rooms’ plans. Open each room’s plan to see them, or check your measurements.',
  /** What staff read with the order. */
  confirmed: "The shopper ticked 'I have checked my measurements'.",
  notConfirmed: "The shopper did not tick 'I have checked my measurements'.",
  noProblems: 'No fit problems: the plans fit as drawn.',
} as const;

/** The door styles (catalogue groups) a label's items are in. */
export const labelGroups = (label: Pick<Label, 'items'>): string[] => [
  ...new Set(label.items.map((item) => item.group)),
];

/** A label is a planned room when its plan has at least one wall. */
export const hasPlan = <L extends Pick<Label, 'plan'>>(label: L): label is L & { plan: Plan } =>
  !!label.plan && label.plan.walls.length > 0;
