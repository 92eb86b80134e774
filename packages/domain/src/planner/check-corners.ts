import type { CheckContext, Finding, WallView } from './finding.ts';
import type { Placed } from './layout.ts';
import { PLANNER_MESSAGES } from './messages.ts';
import type { Row } from './plan.ts';
import { pieceRole } from './pieces.ts';

/**
 * Where walls meet (`joinsNext`, decision 0159). A corner cabinet (lazy susan, blind corner, wall
 * diagonal or blind corner) belongs at a wall's end that meets another wall; and two rows that
 * meet in a corner, neither with a corner cabinet there, run into each other: the first one's
 * cabinets are as deep as the corner, and the second row starts at its wall's left end.
 */

const isCorner = (piece: Placed): boolean => {
  if (!piece.item) return false;
  const role = pieceRole(piece.item);
  return role === 'corner-base' || role === 'corner-wall';
};

/** Fillers and panels go between a corner cabinet and the corner: they do not move it off the end. */
const isTrim = (piece: Placed): boolean => {
  if (!piece.item) return false;
  const role = pieceRole(piece.item);
  return role === 'filler' || role === 'panel';
};

const rowOf = (view: WallView, row: Row): Placed[] => (row === 'base' ? view.layout.base : view.layout.upper);

/** The pieces at each end of a row: up to and including the first that is not trim. */
const leftEnd = (placed: readonly Placed[]): Placed[] => {
  const index = placed.findIndex((p) => !isTrim(p));
  return placed.slice(0, index < 0 ? placed.length : index + 1);
};
const rightEnd = (placed: readonly Placed[]): Placed[] => leftEnd([...placed].reverse());

/** Whether the wall's left end meets the wall before, and its right end the wall after. */
const endsMeeting = (context: CheckContext, index: number) => {
  const count = context.walls.length;
  const previous = context.walls[(index - 1 + count) % count];
  return {
    meetsLeft: count > 1 && previous?.wall.joinsNext === true,
    meetsRight: count > 1 && context.walls[index]?.wall.joinsNext === true,
  };
};

const cornerPlacement = (context: CheckContext, index: number, row: Row): Finding[] => {
  const view = context.walls[index];
  if (!view) return [];
  const { wall } = view;
  const placed = rowOf(view, row);
  const { meetsLeft, meetsRight } = endsMeeting(context, index);
  const atGoodEnd = new Set([...(meetsLeft ? leftEnd(placed) : []), ...(meetsRight ? rightEnd(placed) : [])]);
  const said = new Set<string>();
  return placed.filter(isCorner).flatMap((piece): Finding[] => {
    if (atGoodEnd.has(piece) || said.has(piece.label)) return [];
    said.add(piece.label);
    const message =
      meetsLeft || meetsRight
        ? PLANNER_MESSAGES.cornerNotAtEnd(piece.label, wall.name)
        : PLANNER_MESSAGES.cornerNoMeeting(piece.label, wall.name);
    return [{ wallId: wall.id, row, slotId: piece.slot.id, severity: 'problem', code: 'corner-cabinet', message }];
  });
};

/** Two rows collide in a corner when each reaches into the square the other's depth marks out. */
const collision = (context: CheckContext, index: number, row: Row): Finding[] => {
  const view = context.walls[index];
  const next = context.walls[(index + 1) % context.walls.length];
  if (!view || !next || next === view || !view.wall.joinsNext) return [];
  const mine = rowOf(view, row);
  const theirs = rowOf(next, row);
  const last = mine.at(-1);
  const first = theirs[0];
  if (!last || !first) return [];
  // Each reaches into the square where the other stands (the wall row may start past a tall piece).
  const intoCorner = last.x + last.width > view.wall.length - first.depth && first.x < last.depth;
  if (!intoCorner || [...rightEnd(mine), ...leftEnd(theirs)].some(isCorner)) return [];
  const message = PLANNER_MESSAGES.cornerCollision(row, view.wall.name, next.wall.name);
  return [{ wallId: view.wall.id, row, slotId: last.slot.id, severity: 'problem', code: 'corner-collision', message }];
};

export const checkCorners = (context: CheckContext, index: number): Finding[] =>
  (['base', 'upper'] as const).flatMap((row) => [
    ...cornerPlacement(context, index, row),
    ...collision(context, index, row),
  ]);
