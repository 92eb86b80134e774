import * as v from 'valibot';

/**
 * A room's plan (issue 22): the walls of one label of the binder, drawn to scale from the label's
 * items. Decision 0159 says why it has this shape.
 *
 * Every length is in inches, a multiple of 1/16" (a power of two, so sums of lengths are exact in a
 * JavaScript number). Walls are listed in order around the room; `joinsNext` says that a wall's
 * right end meets the next wall's left end at an inside corner (the last wall's next is the first).
 *
 * A wall has two rows, each listed left to right and packed from the wall's left end:
 * - `base`: base, sink, drawer, corner, vanity and tall cabinets, base fillers and panels, and
 *   appliance spaces (range, refrigerator, dishwasher, any other appliance);
 * - `upper`: wall cabinets, wall fillers, and gaps (for a window, a hood, or any other reason).
 * A tall cabinet and a refrigerator space stand in the base row and span both rows: the upper row
 * steps over them (planner/layout.ts). Windows and doors are where they are in the wall: an opening
 * has its distance from the wall's left end (`from`), and the checks say what stands in front of it.
 *
 * A piece is one unit of an item's quantity: an item of quantity 3 can be placed three times. A
 * piece names its item by id; the item must be in the same label.
 */

import {
  BASE_SPACES,
  DEFAULT_CEILING,
  LENGTH_STEP,
  PLAN_LIMITS,
  PLAN_MESSAGES,
  UPPER_SPACES,
} from './plan-constants.ts';

export {
  BASE_SPACES,
  DEFAULT_CEILING,
  LENGTH_STEP,
  PLAN_LIMITS,
  PLAN_MESSAGES,
  SPACE_WIDTHS,
  UPPER_SPACES,
  type BaseSpace,
  type UpperSpace,
} from './plan-constants.ts';

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

const inches = (what: string, min: number, max: number) =>
  v.pipe(
    v.number(PLAN_MESSAGES.length(what, min, max)),
    v.finite(PLAN_MESSAGES.length(what, min, max)),
    v.minValue(min, PLAN_MESSAGES.length(what, min, max)),
    v.maxValue(max, PLAN_MESSAGES.length(what, min, max)),
    v.check((value) => Number.isInteger(value / LENGTH_STEP), PLAN_MESSAGES.step(what)),
  );

const spaceWidth = inches('A width', PLAN_LIMITS.spaceMin, PLAN_LIMITS.spaceMax);

export const openingSchema = v.object({
  id,
  kind: v.picklist(['window', 'door']),
  /** From the wall's left end to the opening's left edge. */
  from: inches('An opening’s distance from the wall’s end', 0, PLAN_LIMITS.wallMax),
  width: spaceWidth,
  /** A window's sill above the floor; 0 for a door. */
  sill: inches('A sill height', 0, PLAN_LIMITS.ceilingMax),
  height: inches('An opening’s height', PLAN_LIMITS.spaceMin, PLAN_LIMITS.ceilingMax),
});
export type Opening = v.InferOutput<typeof openingSchema>;

export const pieceSlotSchema = v.object({ id, kind: v.literal('piece'), itemId: id });
export const baseSpaceSlotSchema = v.object({
  id,
  kind: v.literal('space'),
  space: v.picklist(BASE_SPACES),
  width: spaceWidth,
});
export const upperSpaceSlotSchema = v.object({
  id,
  kind: v.literal('space'),
  space: v.picklist(UPPER_SPACES),
  width: spaceWidth,
});

export const baseSlotSchema = v.variant('kind', [pieceSlotSchema, baseSpaceSlotSchema]);
export const upperSlotSchema = v.variant('kind', [pieceSlotSchema, upperSpaceSlotSchema]);
export type PieceSlot = v.InferOutput<typeof pieceSlotSchema>;
export type BaseSlot = v.InferOutput<typeof baseSlotSchema>;
export type UpperSlot = v.InferOutput<typeof upperSlotSchema>;
export type Slot = BaseSlot | UpperSlot;
export type Row = 'base' | 'upper';

export const wallSchema = v.pipe(
  v.object({
    id,
    name: v.pipe(
      v.string(PLAN_MESSAGES.wallName),
      v.trim(),
      v.minLength(1, PLAN_MESSAGES.wallName),
      v.maxLength(PLAN_LIMITS.wallName, PLAN_MESSAGES.wallName),
    ),
    length: inches('A wall’s length', PLAN_LIMITS.wallMin, PLAN_LIMITS.wallMax),
    ceiling: v.optional(inches('A ceiling’s height', PLAN_LIMITS.ceilingMin, PLAN_LIMITS.ceilingMax), DEFAULT_CEILING),
    joinsNext: v.optional(v.boolean(), false),
    openings: v.optional(
      v.pipe(v.array(openingSchema), v.maxLength(PLAN_LIMITS.openingsPerWall, PLAN_MESSAGES.tooManyOpenings)),
      [],
    ),
    base: v.optional(v.pipe(v.array(baseSlotSchema), v.maxLength(PLAN_LIMITS.pieces, PLAN_MESSAGES.tooManyPieces)), []),
    upper: v.optional(
      v.pipe(v.array(upperSlotSchema), v.maxLength(PLAN_LIMITS.pieces, PLAN_MESSAGES.tooManyPieces)),
      [],
    ),
  }),
  v.check(
    (wall) =>
      wall.openings.every(
        (opening) => opening.from + opening.width <= wall.length && opening.sill + opening.height <= wall.ceiling,
      ),
    (issue) => PLAN_MESSAGES.openingOutside((issue.input as { name?: string }).name ?? 'a wall'),
  ),
);
export type Wall = v.InferOutput<typeof wallSchema>;

const slotCount = (walls: readonly Wall[]): number =>
  walls.reduce((sum, wall) => sum + wall.base.length + wall.upper.length, 0);

const idsOf = (walls: readonly Wall[]): string[] =>
  walls.flatMap((wall) => [
    wall.id,
    ...wall.openings.map((o) => o.id),
    ...wall.base.map((s) => s.id),
    ...wall.upper.map((s) => s.id),
  ]);

/**
 * A plan as stored and as sent. Its pieces' items are checked against the label by
 * `planItemsIssue` (planner/plan-items.ts): the schema alone does not see the label.
 */
export const planSchema = v.pipe(
  v.object({
    walls: v.pipe(v.array(wallSchema), v.maxLength(PLAN_LIMITS.walls, PLAN_MESSAGES.tooManyWalls)),
  }),
  v.check((plan) => slotCount(plan.walls) <= PLAN_LIMITS.pieces, PLAN_MESSAGES.tooManyPieces),
  v.check((plan) => {
    const ids = idsOf(plan.walls);
    return new Set(ids).size === ids.length;
  }, PLAN_MESSAGES.duplicateId),
);
export type Plan = v.InferOutput<typeof planSchema>;
export type PlanInput = v.InferInput<typeof planSchema>;

export { emptyPlan } from './plan-constants.ts';
