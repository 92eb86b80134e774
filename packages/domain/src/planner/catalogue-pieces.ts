import type { CatalogueRow } from '../catalogue/catalogue.ts';
import { pieceRole, pieceSize, rowOf, skuOf, spansBoth, type PieceInfo, type PieceSize } from './pieces.ts';

/**
 * The catalogue's rows seen as pieces: what the checks and the bill of accessories choose from
 * (fillers, the widest cabinet that fits a gap, the mouldings' lengths).
 */

export type CataloguePiece = PieceSize & { sku: string; row: CatalogueRow; info: PieceInfo };

export const asPiece = (row: CatalogueRow): CataloguePiece => {
  const info: PieceInfo = {
    name: row.data_name,
    category: row.select_cat,
    type: row.data_type,
    variation: row.data_variation,
    measurement: row.data_measure,
  };
  return { sku: skuOf(info), row, info, ...pieceSize(info) };
};

/**
 * Read once per catalogue array: the checks ask for it on every row of every wall, and a redraw of
 * the plan on each move has one frame (the bench). Catalogue arrays are never mutated.
 */
const read = new WeakMap<readonly CatalogueRow[], CataloguePiece[]>();

export const cataloguePieces = (catalogue: readonly CatalogueRow[]): CataloguePiece[] => {
  const known = read.get(catalogue);
  if (known) return known;
  const pieces = catalogue.map(asPiece);
  read.set(catalogue, pieces);
  return pieces;
};

export const isFiller = (piece: CataloguePiece): boolean => pieceRole(piece.info) === 'filler';
export const isTall = (piece: CataloguePiece): boolean => spansBoth(piece.info);
export const rowOfPiece = (piece: CataloguePiece) => rowOf(piece.info);

/** The mouldings sold by length, by SKU: toe kick, standard crown, light rail. */
const MOULDING = { toeKick: /^TK\d/, crown: /^CM\d/, lightRail: /^LR\d/ } as const;
export type Moulding = keyof typeof MOULDING;

export const mouldingOf = (catalogue: readonly CatalogueRow[], kind: Moulding): CataloguePiece | undefined =>
  cataloguePieces(catalogue).find((piece) => MOULDING[kind].test(piece.sku));
