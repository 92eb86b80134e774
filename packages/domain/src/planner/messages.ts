import type { BaseSpace, UpperSpace } from './plan.ts';

/**
 * Every word the planner's rules say, in one place (issue 22): the checks' findings, the names of
 * spaces, the reasons of the bill of accessories, the login merge's notice.
 */

export const SPACE_NAMES: Record<BaseSpace | UpperSpace, string> = {
  range: 'Range',
  refrigerator: 'Refrigerator',
  dishwasher: 'Dishwasher',
  appliance: 'Appliance',
  window: 'Window',
  hood: 'Hood',
  gap: 'Gap',
};
