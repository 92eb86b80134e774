import type { Finding, WallView } from './finding.ts';
import { COUNTER_HEIGHT, type Placed } from './layout.ts';
import { PLANNER_MESSAGES } from './messages.ts';
import type { Opening } from './plan.ts';

/**
 * What stands in front of a window or a door. The building does not move (decision 0159): a piece
 * whose front overlaps an opening's, across and up, is said plainly. Base cabinets count to the
 * counter's top; appliance spaces are the shopper's own appliances and are left to the kitchen checks.
 */

const overlaps = (a0: number, a1: number, b0: number, b1: number): boolean => a0 < b1 && b0 < a1;

const topOf = (piece: Placed): number =>
  piece.row === 'base' && !piece.spansBoth ? Math.max(COUNTER_HEIGHT, piece.height) : piece.bottom + piece.height;

const messageFor = (piece: Placed, opening: Opening, wall: string): { code: string; message: string } => {
  if (opening.kind === 'door') return { code: 'across-door', message: PLANNER_MESSAGES.acrossDoor(piece.label, wall) };
  if (piece.spansBoth)
    return { code: 'tall-under-window', message: PLANNER_MESSAGES.tallUnderWindow(piece.label, wall) };
  if (piece.row === 'upper')
    return { code: 'wall-over-window', message: PLANNER_MESSAGES.wallOverWindow(piece.label, wall) };
  return { code: 'base-over-window', message: PLANNER_MESSAGES.baseOverWindow(piece.label, wall) };
};

export const checkOpenings = ({ wall, layout }: WallView): Finding[] =>
  [...layout.base, ...layout.upper].flatMap((piece): Finding[] => {
    if (!piece.item) return [];
    const opening = wall.openings.find(
      (o) =>
        overlaps(piece.x, piece.x + piece.width, o.from, o.from + o.width) &&
        overlaps(piece.bottom, topOf(piece), o.sill, o.sill + o.height),
    );
    if (!opening) return [];
    const { code, message } = messageFor(piece, opening, wall.name);
    return [{ wallId: wall.id, row: piece.row, slotId: piece.slot.id, severity: 'problem', code, message }];
  });
