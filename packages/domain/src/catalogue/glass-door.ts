import type { CatalogueRow } from './catalogue.ts';

type GlassFields = Pick<CatalogueRow, 'data_gname' | 'data_gprice'>;

/** Whether a SKU is offered with a glass door: it has a glass-door name and price (spec §3). */
export const offersGlassDoor = (row: GlassFields): boolean => !!row.data_gname && row.data_gprice !== null;

/** A SKU's price before discounts and fees, with its glass door when one is chosen and offered. */
export const rowPrice = (row: GlassFields & Pick<CatalogueRow, 'currency_price'>, glassDoor: boolean): number =>
  row.currency_price + (glassDoor && offersGlassDoor(row) ? (row.data_gprice ?? 0) : 0);
