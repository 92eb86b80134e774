import type { BaseSpace, UpperSpace } from './plan.ts';

/** What a space is called on the drawing, in the tables and the forms (re-exported by messages.ts). */
export const SPACE_NAMES: Record<BaseSpace | UpperSpace, string> = {
  range: 'Range',
  refrigerator: 'Refrigerator',
  dishwasher: 'Dishwasher',
  appliance: 'Appliance',
  window: 'Window',
  hood: 'Hood',
  gap: 'Gap',
};
