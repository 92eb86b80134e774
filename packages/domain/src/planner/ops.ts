import type { BaseSlot, Opening, Plan, Row, UpperSlot, Wall } from './plan.ts';
// The constants apart from plan.ts, whose schemas (and valibot) the planner's first render does not need.
import {
  BASE_SPACES,
  DEFAULT_CEILING,
  PLAN_LIMITS,
  SPACE_WIDTHS,
  type BaseSpace,
  type UpperSpace,
} from './plan-constants.ts';

/**
 * What the shopper does to a plan, as pure edits: each returns a new plan, or the same plan when
 * the edit changes nothing (a move past a row's end, an id not found, a limit reached), so a view
 * can tell. New ids come from `newId` (a counter in tests, a random UUID by default).
 */

export type NewId = () => string;

const randomId: NewId = () => {
  const { crypto } = globalThis as unknown as { crypto: { randomUUID(): string } };
  return crypto.randomUUID();
};

type AnySlot = BaseSlot | UpperSlot;

const slotCount = (plan: Plan): number => plan.walls.reduce((n, wall) => n + wall.base.length + wall.upper.length, 0);

const mapWall = (plan: Plan, wallId: string, change: (wall: Wall) => Wall): Plan => {
  const index = plan.walls.findIndex((wall) => wall.id === wallId);
  const wall = plan.walls[index];
  if (!wall) return plan;
  const next = change(wall);
  return next === wall ? plan : { ...plan, walls: plan.walls.with(index, next) };
};

/** 'Wall A', 'Wall B', …: the first letter no wall of the plan is named with yet. */
const nextWallName = (plan: Plan): string => {
  const taken = new Set(plan.walls.map((wall) => wall.name));
  for (let n = 0; ; n += 1) {
    const letters = n < 26 ? String.fromCharCode(65 + n) : `${String.fromCharCode(65 + (n % 26))}${Math.floor(n / 26)}`;
    if (!taken.has(`Wall ${letters}`)) return `Wall ${letters}`;
  }
};

export const addWall = (
  plan: Plan,
  wall: { name?: string; length: number; ceiling?: number },
  newId: NewId = randomId,
): Plan => {
  if (plan.walls.length >= PLAN_LIMITS.walls) return plan;
  const added: Wall = {
    id: newId(),
    name: wall.name?.trim() || nextWallName(plan),
    length: wall.length,
    ceiling: wall.ceiling ?? DEFAULT_CEILING,
    joinsNext: false,
    openings: [],
    base: [],
    upper: [],
  };
  return { ...plan, walls: [...plan.walls, added] };
};

export type WallPatch = Partial<Pick<Wall, 'name' | 'length' | 'ceiling' | 'joinsNext'>>;

export const updateWall = (plan: Plan, wallId: string, patch: WallPatch): Plan =>
  mapWall(plan, wallId, (wall) => ({ ...wall, ...patch }));

/** The wall goes with its openings; its pieces become unplaced (they stay in the label). */
export const removeWall = (plan: Plan, wallId: string): Plan =>
  plan.walls.some((wall) => wall.id === wallId) ? { ...plan, walls: plan.walls.filter((w) => w.id !== wallId) } : plan;

export const addOpening = (plan: Plan, wallId: string, opening: Omit<Opening, 'id'>, newId: NewId = randomId): Plan =>
  mapWall(plan, wallId, (wall) =>
    wall.openings.length >= PLAN_LIMITS.openingsPerWall
      ? wall
      : { ...wall, openings: [...wall.openings, { ...opening, id: newId() }] },
  );

const wallOfOpening = (plan: Plan, openingId: string): Wall | undefined =>
  plan.walls.find((wall) => wall.openings.some((opening) => opening.id === openingId));

export const updateOpening = (plan: Plan, openingId: string, patch: Partial<Omit<Opening, 'id'>>): Plan => {
  const wall = wallOfOpening(plan, openingId);
  if (!wall) return plan;
  return mapWall(plan, wall.id, (w) => ({
    ...w,
    openings: w.openings.map((opening) => (opening.id === openingId ? { ...opening, ...patch } : opening)),
  }));
};

export const removeOpening = (plan: Plan, openingId: string): Plan => {
  const wall = wallOfOpening(plan, openingId);
  if (!wall) return plan;
  return mapWall(plan, wall.id, (w) => ({ ...w, openings: w.openings.filter((o) => o.id !== openingId) }));
};

/** Inserts a slot in a row at `index` (the end when absent or past it). */
const insertSlot = (plan: Plan, wallId: string, row: Row, slot: AnySlot, index?: number): Plan => {
  if (slotCount(plan) >= PLAN_LIMITS.pieces) return plan;
  return mapWall(plan, wallId, (wall) => {
    const slots: AnySlot[] = [...wall[row]];
    slots.splice(index ?? slots.length, 0, slot);
    return { ...wall, [row]: slots };
  });
};

/** One unit of an item on a row (reconcilePlan and the server hold the count to the quantity). */
export const placePiece = (
  plan: Plan,
  wallId: string,
  row: Row,
  itemId: string,
  index?: number,
  newId: NewId = randomId,
): Plan => insertSlot(plan, wallId, row, { id: newId(), kind: 'piece', itemId }, index);

const BASE_SPACE_SET: ReadonlySet<string> = new Set<BaseSpace>(BASE_SPACES);

/** An appliance space on the base row, or a gap (window, hood) on the wall row; a space of the other row is refused. */
export const addSpace = (
  plan: Plan,
  wallId: string,
  row: Row,
  space: BaseSpace | UpperSpace,
  width?: number,
  newId: NewId = randomId,
): Plan => {
  if (BASE_SPACE_SET.has(space) !== (row === 'base')) return plan;
  const slot = { id: newId(), kind: 'space', space, width: width ?? SPACE_WIDTHS[space] } as AnySlot;
  return insertSlot(plan, wallId, row, slot);
};

type SlotPlace = { wall: Wall; row: Row; index: number; slot: AnySlot };

export const findSlot = (plan: Plan, slotId: string): SlotPlace | undefined => {
  for (const wall of plan.walls) {
    for (const row of ['base', 'upper'] as const) {
      const index = wall[row].findIndex((slot) => slot.id === slotId);
      const slot = wall[row][index];
      if (slot) return { wall, row, index, slot };
    }
  }
  return undefined;
};

/** Drag and drop within a row: the slot goes to `toIndex` (clamped to the row). */
export const reorderSlot = (plan: Plan, slotId: string, toIndex: number): Plan => {
  const place = findSlot(plan, slotId);
  if (!place) return plan;
  const last = place.wall[place.row].length - 1;
  const target = Math.max(0, Math.min(last, Math.trunc(toIndex)));
  if (target === place.index) return plan;
  return mapWall(plan, place.wall.id, (wall) => {
    const slots: AnySlot[] = wall[place.row].filter((slot) => slot.id !== slotId);
    slots.splice(target, 0, place.slot);
    return { ...wall, [place.row]: slots };
  });
};

/** Keyboard and phone: one place left or right; at a row's end nothing changes. */
export const moveSlot = (plan: Plan, slotId: string, direction: 'left' | 'right'): Plan => {
  const place = findSlot(plan, slotId);
  if (!place) return plan;
  const target = place.index + (direction === 'left' ? -1 : 1);
  if (target < 0 || target >= place.wall[place.row].length) return plan;
  return reorderSlot(plan, slotId, target);
};

export const removeSlot = (plan: Plan, slotId: string): Plan => {
  const place = findSlot(plan, slotId);
  if (!place) return plan;
  return mapWall(plan, place.wall.id, (wall) => ({
    ...wall,
    [place.row]: (wall[place.row] as AnySlot[]).filter((slot) => slot.id !== slotId),
  }));
};

/** To another wall, on the same row, at `index` (its end when absent); the slot keeps its id. */
export const moveSlotTo = (plan: Plan, slotId: string, wallId: string, index?: number): Plan => {
  const place = findSlot(plan, slotId);
  if (!place || !plan.walls.some((wall) => wall.id === wallId)) return plan;
  if (place.wall.id === wallId) return reorderSlot(plan, slotId, index ?? place.wall[place.row].length - 1);
  const without = removeSlot(plan, slotId);
  return mapWall(without, wallId, (wall) => {
    const slots: AnySlot[] = [...wall[place.row]];
    slots.splice(index ?? slots.length, 0, place.slot);
    return { ...wall, [place.row]: slots };
  });
};
