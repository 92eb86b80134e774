import type { CheckContext, Finding, WallView } from './finding.ts';
import type { Placed } from './layout.ts';
import { PLANNER_MESSAGES } from './messages.ts';
import { pieceRole } from './pieces.ts';

/**
 * A few of the kitchen planning guidelines (NKBA) a designer always checks, given as advice: the
 * dishwasher within 36" of the sink, no range under a window, landing counter beside the range
 * (15" on one side, 12" on the other), and no dishwasher or range right beside a corner cabinet
 * (its open door blocks the corner cabinet's door and drawers: a 3" filler between them).
 */

export const DISHWASHER_TO_SINK = 36;
/** The least room between a base corner cabinet and a dishwasher or range: one BF3 filler. */
export const APPLIANCE_TO_CORNER = 3;
export const RANGE_LANDING = { oneSide: 15, otherSide: 12 } as const;

const isSpace = (piece: Placed, space: string): boolean => piece.slot.kind === 'space' && piece.slot.space === space;
const isSink = (piece: Placed): boolean => piece.item !== undefined && pieceRole(piece.item) === 'sink';
/** Counter to set a pot on: base-height cabinets and fillers, not tall pieces nor appliances. */
const isCounter = (piece: Placed): boolean => piece.item !== undefined && !piece.spansBoth && piece.height < 40;

const edgeDistance = (a: Placed, b: Placed): number => Math.max(0, b.x - (a.x + a.width), a.x - (b.x + b.width));

const dishwashers = (view: WallView, context: CheckContext): Finding[] => {
  const anySink = context.walls.some((w) => w.layout.base.some(isSink));
  if (!anySink) return [];
  const sinks = view.layout.base.filter(isSink);
  return view.layout.base
    .filter((p) => isSpace(p, 'dishwasher'))
    .flatMap((dishwasher): Finding[] => {
      if (sinks.some((sink) => edgeDistance(sink, dishwasher) <= DISHWASHER_TO_SINK)) return [];
      const message = PLANNER_MESSAGES.dishwasherFarFromSink(view.wall.name);
      return [
        {
          wallId: view.wall.id,
          row: 'base',
          slotId: dishwasher.slot.id,
          severity: 'advice',
          code: 'dishwasher-far-from-sink',
          message,
        },
      ];
    });
};

/** Counter running from the range outwards, until an appliance, a tall piece or the row's end. */
const landing = (row: readonly Placed[], from: number, step: 1 | -1): number => {
  let length = 0;
  for (let i = from + step; i >= 0 && i < row.length; i += step) {
    const piece = row[i];
    if (!piece || !isCounter(piece)) break;
    length += piece.width;
  }
  return length;
};

const ranges = (view: WallView): Finding[] => {
  const { wall, layout } = view;
  return layout.base.flatMap((range, index): Finding[] => {
    if (!isSpace(range, 'range')) return [];
    const at = { wallId: wall.id, row: 'base' as const, slotId: range.slot.id, severity: 'advice' as const };
    const findings: Finding[] = [];
    const underWindow = wall.openings.some(
      (o) => o.kind === 'window' && range.x < o.from + o.width && o.from < range.x + range.width,
    );
    if (underWindow)
      findings.push({ ...at, code: 'range-under-window', message: PLANNER_MESSAGES.rangeUnderWindow(wall.name) });
    const left = landing(layout.base, index, -1);
    const right = landing(layout.base, index, 1);
    const enough = Math.max(left, right) >= RANGE_LANDING.oneSide && Math.min(left, right) >= RANGE_LANDING.otherSide;
    if (!enough)
      findings.push({ ...at, code: 'range-landing', message: PLANNER_MESSAGES.rangeLanding(wall.name, left, right) });
    return findings;
  });
};

const APPLIANCES = ['dishwasher', 'range'] as const;
type Appliance = (typeof APPLIANCES)[number];

const applianceOf = (piece: Placed): Appliance | undefined => APPLIANCES.find((appliance) => isSpace(piece, appliance));
const isBaseCorner = (piece: Placed): boolean => piece.item !== undefined && pieceRole(piece.item) === 'corner-base';
const isTrim = (piece: Placed): boolean => {
  if (!piece.item) return false;
  const role = pieceRole(piece.item);
  return role === 'filler' || role === 'panel';
};
/** The first piece from a row's end that is not a filler or panel (those may stand between a corner cabinet and the corner). */
const endPiece = (row: readonly Placed[], end: 'left' | 'right'): Placed | undefined =>
  (end === 'left' ? row : [...row].reverse()).find((piece) => !isTrim(piece));

/**
 * A dishwasher or range closer than 3" to a base corner cabinet: beside it on the same row, or
 * across the corner, where the row starts at the face of the wall before's corner cabinet (or
 * ends at the next wall's). One finding per appliance.
 */
const appliancesByCorners = (view: WallView, context: CheckContext): Finding[] => {
  const { wall, layout, start, limit } = view;
  const index = context.walls.indexOf(view);
  const count = context.walls.length;
  const previous = context.walls[(index - 1 + count) % count];
  const next = context.walls[(index + 1) % count];
  // The corner cabinets across each corner, with where their faces stand on this wall.
  const leftCorner = start.base > 0 && previous ? endPiece(previous.layout.base, 'right') : undefined;
  const rightCorner = limit.base < wall.length && next ? endPiece(next.layout.base, 'left') : undefined;
  const corners = layout.base.filter(isBaseCorner);
  return layout.base.flatMap((piece): Finding[] => {
    const appliance = applianceOf(piece);
    if (!appliance) return [];
    const beside =
      corners.find((corner) => edgeDistance(corner, piece) < APPLIANCE_TO_CORNER) ??
      (leftCorner && isBaseCorner(leftCorner) && piece.x - start.base < APPLIANCE_TO_CORNER ? leftCorner : undefined) ??
      (rightCorner && isBaseCorner(rightCorner) && limit.base - (piece.x + piece.width) < APPLIANCE_TO_CORNER
        ? rightCorner
        : undefined);
    if (!beside) return [];
    return [
      {
        wallId: wall.id,
        row: 'base',
        slotId: piece.slot.id,
        severity: 'advice',
        code: 'appliance-by-corner',
        message: PLANNER_MESSAGES.applianceByCorner(appliance, wall.name, beside.label),
      },
    ];
  });
};

export const checkKitchen = (view: WallView, context: CheckContext): Finding[] => [
  ...dishwashers(view, context),
  ...ranges(view),
  ...appliancesByCorners(view, context),
];
