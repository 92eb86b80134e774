import { formatInches } from './lengths.ts';
import type { Row } from './plan.ts';

/**
 * Every word the planner's rules say, in one place (issue 22): the checks' findings, the names of
 * spaces, the reasons of the bill of accessories, the login merge's notice.
 */

// The names of spaces have a module of their own, for the walls' layout (layout.ts) to take them
// without the checks' words (the planner page's first load).
export { SPACE_NAMES } from './space-names.ts';

const ROW_NAMES: Record<Row, string> = { base: 'base row', upper: 'wall row' };
const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const counted = (count: number): string => NUMBER_WORDS[count] ?? String(count);

/** `one BF3`, `two BF6 and one BF3`. */
export const fillerList = (fillers: readonly { sku: string; count: number }[]): string => {
  const parts = fillers.map(({ sku, count }) => `${counted(count)} ${sku}`);
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
};

export const PLANNER_MESSAGES = {
  rowTooLong: (row: Row, by: number, wall: string) =>
    `${capital(ROW_NAMES[row])} is ${formatInches(by)} longer than ${wall}.`,
  gapFillers: (row: Row, gap: number, wall: string, fillers: readonly { sku: string; count: number }[]) => {
    const pieces = fillers.reduce((n, f) => n + f.count, 0);
    return `${formatInches(gap)} left on the ${ROW_NAMES[row]} of ${wall}: ${fillerList(fillers)} ${pieces > 1 ? 'close' : 'closes'} it.`;
  },
  gapNoFiller: (row: Row, gap: number, wall: string) =>
    `${formatInches(gap)} left on the ${ROW_NAMES[row]} of ${wall}: this door style has no filler for it.`,
  gapForCabinet: (row: Row, gap: number, wall: string, sku: string) =>
    `${formatInches(gap)} left on the ${ROW_NAMES[row]} of ${wall}: wide enough for a cabinet (a ${sku} fits).`,
  aboveCeiling: (sku: string, top: number, wall: string, ceiling: number) =>
    `${sku} reaches ${formatInches(top)}, above the ${formatInches(ceiling)} ceiling of ${wall}: choose a shorter one.`,
  noRoomForCrown: (sku: string, wall: string, room: number, crown: number) =>
    `Crown moulding (${formatInches(crown)} high) no longer fits above ${sku} on ${wall}: ${formatInches(room)} is left under the ceiling.`,
  cornerNotAtEnd: (sku: string, wall: string) =>
    `${sku} is a corner cabinet: place it at the end of ${wall} where it meets another wall.`,
  cornerNoMeeting: (sku: string, wall: string) =>
    `${sku} is a corner cabinet, but no end of ${wall} meets another wall: mark where the walls meet, or choose another cabinet.`,
  cornerCollision: (row: Row, wall: string, next: string) =>
    `The ${ROW_NAMES[row]}s of ${wall} and ${next} run into each other in the corner: one of them needs a corner cabinet there, or stop short of the corner.`,
  tallUnderWindow: (sku: string, wall: string) => `${sku} on ${wall} stands in front of a window.`,
  wallOverWindow: (sku: string, wall: string) => `${sku} on ${wall} hangs over a window.`,
  baseOverWindow: (sku: string, wall: string) => `${sku} on ${wall} stands higher than the sill of a window behind it.`,
  acrossDoor: (sku: string, wall: string) => `${sku} on ${wall} stands across a door.`,
  dishwasherFarFromSink: (wall: string) =>
    `The dishwasher on ${wall} is more than 36" from the sink: kitchen planning guidelines (NKBA) keep it within 36", so dishes go straight from the sink to it.`,
  rangeUnderWindow: (wall: string) =>
    `The range on ${wall} is under a window: kitchen planning guidelines (NKBA) keep cooking away from windows (curtains, reaching over the burners).`,
  rangeLanding: (wall: string, left: number, right: number) =>
    `The range on ${wall} has ${formatInches(left)} of counter on its left and ${formatInches(right)} on its right: kitchen planning guidelines (NKBA) ask for 15" on one side and 12" on the other.`,
  applianceByCorner: (appliance: 'dishwasher' | 'range', wall: string, corner: string) =>
    `The ${appliance} on ${wall} is right beside the corner cabinet ${corner}: opened, the ${appliance}'s door blocks the corner cabinet's door and drawers. Kitchen planning guidelines (NKBA) keep appliances clear of a corner: put a filler of at least 3" between them, or move the ${appliance} along the wall.`,
  needToeKick: (length: number) => `Toe kick along ${formatInches(length)} of base cabinets`,
  needCrown: (length: number) => `Crown moulding along ${formatInches(length)} of wall and tall cabinet tops`,
  needLightRail: (length: number) => `Light rail under ${formatInches(length)} of wall cabinets`,
  needFillers: 'Fillers to close the gaps the checks found',
  keptAccountPlan: (label: string) =>
    `The plan of '${label}' on this device differs from your account's; your account's plan is kept.`,
} as const;
