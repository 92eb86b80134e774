import { mouldingOf } from './catalogue-pieces.ts';
import type { CheckContext, Finding, WallView } from './finding.ts';
import type { Placed } from './layout.ts';
import { PLANNER_MESSAGES } from './messages.ts';

/**
 * Wall and tall cabinets against the ceiling: 30", 36" and 42" wall cabinets hung 18" over the
 * counter reach 84", 90" and 96"; a cabinet above the ceiling does not go in, and one whose top is
 * closer to the ceiling than the crown is high leaves no room for crown moulding.
 */

/** The crown's height: the catalogue's standard crown, else the usual 3". */
export const crownHeight = (context: Pick<CheckContext, 'catalogue'>): number =>
  mouldingOf(context.catalogue, 'crown')?.height ?? 3;

/** The pieces whose tops take crown: wall cabinets and tall pieces (not spaces). */
export const crownedPieces = (view: WallView): Placed[] => [
  ...view.layout.upper.filter((p) => p.item),
  ...view.layout.base.filter((p) => p.item && p.spansBoth),
];

export const checkHeights = (view: WallView, context: CheckContext): Finding[] => {
  const { wall } = view;
  const crown = crownHeight(context);
  const said = new Set<string>();
  return crownedPieces(view).flatMap((piece): Finding[] => {
    const top = piece.bottom + piece.height;
    const room = wall.ceiling - top;
    // One finding per SKU and kind on a wall: five W3042 above the ceiling is one thing to fix.
    const key = `${piece.label}:${room < 0 ? 'ceiling' : 'crown'}`;
    if (room >= crown || said.has(key)) return [];
    said.add(key);
    const at = { wallId: wall.id, row: piece.row, slotId: piece.slot.id };
    if (room < 0) {
      const message = PLANNER_MESSAGES.aboveCeiling(piece.label, top, wall.name, wall.ceiling);
      return [{ ...at, severity: 'problem', code: 'above-ceiling', message }];
    }
    const message = PLANNER_MESSAGES.noRoomForCrown(piece.label, wall.name, room, crown);
    return [{ ...at, severity: 'advice', code: 'no-room-for-crown', message }];
  });
};
