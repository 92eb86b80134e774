/*
 * The room plan's constants and messages (planner/plan.ts re-exports them), apart from its schemas so
 * that a page importing only these does not carry the schemas' code: the binder's operations keep
 * plans reconciled on every page, and through them the schemas were on every first load (+5 KB gzip,
 * measured; docs/decisions/0145 says why modules are split so).
 */

import type { Plan } from './plan.ts';

/** Sixteenths of an inch: the finest length a plan holds. */
export const LENGTH_STEP = 1 / 16;

export const PLAN_LIMITS = {
  walls: 12,
  /** Placed pieces and spaces, over all walls and rows. */
  pieces: 300,
  openingsPerWall: 12,
  /** A wall's length: 12" to 50 ft. */
  wallMin: 12,
  wallMax: 600,
  /** A ceiling's height. */
  ceilingMin: 72,
  ceilingMax: 192,
  /** An opening's or a space's width, a window's sill and height. */
  spaceMin: 1,
  spaceMax: 240,
  wallName: 40,
} as const;

export const DEFAULT_CEILING = 96;

/** The appliance spaces' usual widths, offered when a space is added (any width can be typed). */
export const SPACE_WIDTHS = {
  range: 30,
  refrigerator: 36,
  dishwasher: 24,
  appliance: 30,
  window: 36,
  hood: 30,
  gap: 12,
} as const;

export const BASE_SPACES = ['range', 'refrigerator', 'dishwasher', 'appliance'] as const;
export const UPPER_SPACES = ['window', 'hood', 'gap'] as const;
export type BaseSpace = (typeof BASE_SPACES)[number];
export type UpperSpace = (typeof UPPER_SPACES)[number];

export const PLAN_MESSAGES = {
  length: (what: string, min: number, max: number) => `${what} must be from ${min}" to ${max}".`,
  step: (what: string) => `${what} must be a whole number of sixteenths of an inch.`,
  wallName: `A wall needs a name of 1 to ${PLAN_LIMITS.wallName} characters.`,
  tooManyWalls: `A room has at most ${PLAN_LIMITS.walls} walls.`,
  tooManyPieces: `A room's plan holds at most ${PLAN_LIMITS.pieces} pieces and spaces.`,
  tooManyOpenings: `A wall has at most ${PLAN_LIMITS.openingsPerWall} windows and doors.`,
  openingOutside: (wall: string) => `A window or door of ${wall} does not fit inside the wall.`,
  duplicateId: 'Each wall, opening and piece of a plan needs its own id.',
  unknownItem: (label: string) => `A piece of the plan of '${label}' is not one of that label's items.`,
  tooManyOfItem: (label: string, sku: string) => `The plan of '${label}' places more ${sku} than the label holds.`,
  wrongRow: (label: string, sku: string) => `The plan of '${label}' places ${sku} on a row it does not belong on.`,
} as const;

/** A room with no walls yet. */
export const emptyPlan = (): Plan => ({ walls: [] });
