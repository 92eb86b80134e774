import { cataloguePieces, isTall, rowOfPiece } from './catalogue-pieces.ts';
import { FILLER_MIN_GAP, fillersFor } from './fillers.ts';
import type { CheckContext, Finding, WallView } from './finding.ts';
import type { Placed } from './layout.ts';
import { PLANNER_MESSAGES } from './messages.ts';
import type { Row } from './plan.ts';
import { pieceRole } from './pieces.ts';

/** Each row against its wall: too long, or the gap left and what closes it. */

/**
 * The cabinets that can stand in a gap of a row: plain base and drawer bases (vanity ones in a
 * bathroom, a base row of vanities only); wall cabinets as high as the row's.
 */
const cabinetFor = (context: CheckContext, row: Row, gap: number, placed: readonly Placed[]): string | undefined => {
  const height = row === 'upper' ? rowHeight(placed) : undefined;
  const kitchen = placed.some((p) => p.item?.category === 'Base') || !placed.some((p) => p.item?.category === 'Vanity');
  const wanted = row === 'upper' ? ['wall'] : kitchen ? ['base', 'drawer'] : ['vanity'];
  const fits = cataloguePieces(context.catalogue).filter((piece) => {
    if (rowOfPiece(piece) !== row || isTall(piece) || piece.width > gap) return false;
    if (!wanted.includes(pieceRole(piece.info))) return false;
    return height === undefined || piece.height === height;
  });
  // The widest that fits; the catalogue's first among equals.
  return fits.reduce<(typeof fits)[number] | undefined>(
    (best, p) => (!best || p.width > best.width ? p : best),
    undefined,
  )?.sku;
};

/** The row's cabinet height: the tallest wall cabinet of the wall row (its fillers match it). */
const rowHeight = (placed: readonly Placed[]): number | undefined => {
  const heights = placed.filter((p) => p.item && p.height >= 30).map((p) => p.height);
  return heights.length ? Math.max(...heights) : undefined;
};

const checkRow = (view: WallView, context: CheckContext, row: Row): Finding[] => {
  const { wall, layout } = view;
  const placed = row === 'base' ? layout.base : layout.upper;
  if (placed.length === 0) return [];
  const end = row === 'base' ? layout.baseEnd : layout.upperEnd;
  // The row must end short of a corner cabinet that starts the next wall (plan-layout.ts).
  const limit = view.limit[row];
  const at = { wallId: wall.id, row };
  if (end > limit) {
    const message = PLANNER_MESSAGES.rowTooLong(row, end - limit, wall.name);
    return [{ ...at, severity: 'problem', code: 'row-too-long', message }];
  }
  const gap = limit - end;
  if (gap < FILLER_MIN_GAP) return [];
  const height = row === 'upper' ? rowHeight(placed) : undefined;
  const cabinet = cabinetFor(context, row, gap, placed);
  if (cabinet) {
    const message = PLANNER_MESSAGES.gapForCabinet(row, gap, wall.name, cabinet);
    return [{ ...at, severity: 'advice', code: 'gap-for-cabinet', message }];
  }
  const fillers = fillersFor(gap, row, context.catalogue, height);
  if (fillers.length === 0) {
    return [
      { ...at, severity: 'advice', code: 'gap-no-filler', message: PLANNER_MESSAGES.gapNoFiller(row, gap, wall.name) },
    ];
  }
  const message = PLANNER_MESSAGES.gapFillers(row, gap, wall.name, fillers);
  return [{ ...at, severity: 'advice', code: 'gap-fillers', message, fillers }];
};

export const checkRows = (view: WallView, context: CheckContext): Finding[] => [
  ...checkRow(view, context, 'base'),
  ...checkRow(view, context, 'upper'),
];
