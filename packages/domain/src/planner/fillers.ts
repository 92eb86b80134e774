import type { CatalogueRow } from '../catalogue/catalogue.ts';
import { cataloguePieces, isFiller, isTall, rowOfPiece, type CataloguePiece } from './catalogue-pieces.ts';
import type { Row } from './plan.ts';

/**
 * Which fillers close a gap. Fillers are ripped to width on site, so any gap up to a filler's
 * width takes it: the fewest pieces whose widths reach the gap, then the least wood wasted.
 */

/** A gap under 1/8" is closed by the cabinets' own play and a scribe: it needs nothing. */
export const FILLER_MIN_GAP = 1 / 8;
/** Past this many pieces nobody fills a gap (a cabinet goes there); the widest are taken. */
const MAX_SEARCH = 40;

export type FillerChoice = { sku: string; count: number };

/** The fillers for a row: base fillers, tall fillers beside tall pieces, wall fillers of the row's height. */
const candidates = (row: Row, catalogue: readonly CatalogueRow[], height?: number): CataloguePiece[] => {
  const tall = row === 'base' && height !== undefined && height > 60;
  const fillers = cataloguePieces(catalogue).filter((p) => isFiller(p) && rowOfPiece(p) === row && isTall(p) === tall);
  if (row === 'base' || height === undefined) return fillers;
  // A wall filler as high as the row's cabinets (ripped down if taller); the tallest when none is.
  const fitting = fillers.filter((p) => p.height >= height);
  const target = fitting.length ? Math.min(...fitting.map((p) => p.height)) : Math.max(...fillers.map((p) => p.height));
  return fillers.filter((p) => p.height === target);
};

/** One filler per width (the first in the catalogue), widest first. */
const byWidth = (pieces: CataloguePiece[]): CataloguePiece[] => {
  const seen = new Map<number, CataloguePiece>();
  for (const piece of pieces) if (!seen.has(piece.width)) seen.set(piece.width, piece);
  return [...seen.values()].sort((a, b) => b.width - a.width);
};

/** Counts of each width, exactly `count` pieces, reaching `gap` with the least total: a small search. */
const leastTotal = (widths: number[], count: number, gap: number): number[] => {
  let best: { total: number; counts: number[] } | null = null;
  const search = (index: number, left: number, total: number, counts: number[]): void => {
    const width = widths[index];
    if (width === undefined) return;
    if (index === widths.length - 1) {
      const sum = total + left * width;
      if (sum >= gap && (!best || sum < best.total)) best = { total: sum, counts: [...counts, left] };
      return;
    }
    for (let n = left; n >= 0; n -= 1) search(index + 1, left - n, total + n * width, [...counts, n]);
  };
  search(0, count, 0, []);
  return (best as { counts: number[] } | null)?.counts ?? [count];
};

export const fillersFor = (
  gap: number,
  row: Row,
  catalogue: readonly CatalogueRow[],
  height?: number,
): FillerChoice[] => {
  if (gap < FILLER_MIN_GAP) return [];
  const fillers = byWidth(candidates(row, catalogue, height));
  const widest = fillers[0];
  if (!widest) return [];
  const count = Math.ceil(gap / widest.width);
  if (count > MAX_SEARCH) return [{ sku: widest.sku, count }];
  const counts = leastTotal(
    fillers.map((f) => f.width),
    count,
    gap,
  );
  return fillers.flatMap((filler, i) => ((counts[i] ?? 0) > 0 ? [{ sku: filler.sku, count: counts[i] ?? 0 }] : []));
};
