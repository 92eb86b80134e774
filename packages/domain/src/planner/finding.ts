import type { CatalogueRow } from '../catalogue/catalogue.ts';
import type { PlannedWall } from './plan-layout.ts';
import type { Row } from './plan.ts';

/**
 * What a check says about a plan. A 'problem' is a fit problem: the cabinets as planned do not go
 * in (checkout asks the shopper to confirm the measurements); 'advice' is what a designer would
 * point out (a gap to fill, a guideline).
 */
export type Finding = {
  wallId: string;
  row?: Row;
  slotId?: string;
  severity: 'problem' | 'advice';
  code: string;
  message: string;
  fillers?: { sku: string; count: number }[];
};

/** A wall with its layout and its rows' bounds, and the plan's other walls, as each check reads them. */
export type WallView = PlannedWall;
export type CheckContext = { walls: WallView[]; catalogue: readonly CatalogueRow[] };
