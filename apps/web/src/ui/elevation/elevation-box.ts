import type { Wall } from '@rta/domain/planner/plan';
import type { WallLayout } from '@rta/domain/planner/layout';

/** The dimension lines' tiers, in inches from the floor line (below) or the ceiling (above). */
export const TIER = 7;
export const MARGIN = 6;

export interface ElevationBox {
  /** The drawing's right end: the wall's, or a row's past it. */
  right: number;
  /** The text's size, readable from a 5' wall to a 50' one. */
  size: number;
  /** The floor line's dimension tiers start here (y, inches). */
  below: number;
  /** The ceiling's dimension tiers end here (y, inches). */
  top: number;
  viewBox: string;
}

/**
 * Where a wall's elevation is drawn (elevation.tsx), from its layout alone: the drawing's
 * placeholder (elevation-placeholder.tsx) takes the same box, so nothing moves when it comes in.
 */
export const elevationBox = (wall: Wall, layout: Pick<WallLayout, 'baseEnd' | 'upperEnd'>): ElevationBox => {
  const right = Math.max(wall.length, layout.baseEnd, layout.upperEnd);
  const size = Math.min(8, Math.max(3, right / 45));
  const below = wall.ceiling + size;
  const top = -(2 * TIER + size);
  const viewBox = [-MARGIN, top - MARGIN, right + 2 * MARGIN, below + 3 * TIER + 2 * MARGIN - top].join(' ');
  return { right, size, below, top, viewBox };
};
