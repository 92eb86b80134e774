/*
 * A page for every cabinet (issue 21): its address, and which cabinets it links to. The web app
 * links to these pages and the server answers them (200 only for a visible SKU, the sitemap), both
 * from these rules (docs/decisions/0154-cabinet-pages.md). No schemas here: the store's cards and
 * search results import it, and it must cost them next to nothing.
 */

import { pageTitle } from '../common/site-routes.ts';
import { formatCents } from '../pricing/money.ts';

/** The catalogue row's fields the rules read (a CatalogueRow has them all). */
export interface CabinetIdentity {
  data_group: string;
  data_name: string;
  select_cat: string;
  data_type: string;
  data_variation: string;
}

/** What a cabinet page's head says of it besides its identity (a CatalogueRow has these too). */
export interface CabinetFacts extends CabinetIdentity {
  data_measure: string;
  currency_price: number;
}

/** Where every cabinet page lives: `/cabinets/<door-style>/<sku>`. */
export const CABINET_PATH_PREFIX = '/cabinets';

/**
 * The slug rule, for door styles and SKUs alike: lower case, every run of anything but a–z and
 * 0–9 becomes one hyphen, none at either end. 'Slim Shaker' → 'slim-shaker', 'B24' → 'b24'.
 */
export const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The address of a cabinet's page: `/cabinets/shaker/b24`. */
export const cabinetPath = (cabinet: Pick<CabinetIdentity, 'data_group' | 'data_name'>): string =>
  `${CABINET_PATH_PREFIX}/${slug(cabinet.data_group)}/${slug(cabinet.data_name)}`;

const CABINET_PATH = /^\/cabinets\/([a-z0-9-]{1,80})\/([a-z0-9-]{1,80})\/?$/;

/**
 * The door style and SKU slugs a path names, when it is a cabinet page's path in its one
 * spelling (lower case, as cabinetPath writes it); undefined for any other path.
 */
export const parseCabinetPath = (pathname: string): { style: string; sku: string } | undefined => {
  const match = CABINET_PATH.exec(pathname);
  return match?.[1] && match[2] ? { style: match[1], sku: match[2] } : undefined;
};

/** The row a page's slugs name among the visible rows (the first, should two SKUs share a slug). */
export const findCabinet = <R extends CabinetIdentity>(rows: readonly R[], style: string, sku: string): R | undefined =>
  rows.find((row) => slug(row.data_group) === style && slug(row.data_name) === sku);

/**
 * What a cabinet's page links to besides itself, in catalogue order: the same cabinet in its other
 * widths (the same door style, category and type: a type's variations follow its width, B24 has
 * two doors and B30 two drawers too) and in the other door styles (the same SKU).
 */
export const relatedCabinets = <R extends CabinetIdentity>(
  rows: readonly R[],
  cabinet: CabinetIdentity,
): { widths: R[]; styles: R[] } => ({
  widths: rows.filter(
    (row) =>
      row.data_group === cabinet.data_group &&
      row.select_cat === cabinet.select_cat &&
      row.data_type === cabinet.data_type &&
      row.data_name !== cabinet.data_name,
  ),
  styles: rows.filter((row) => row.data_name === cabinet.data_name && row.data_group !== cabinet.data_group),
});

/** A cabinet page's title before the brand: '<SKU> <type>', e.g. 'B24 Base Cabinets'. */
export const cabinetTitle = (cabinet: Pick<CabinetIdentity, 'data_name' | 'data_type'>): string =>
  `${cabinet.data_name} ${cabinet.data_type}`;

/**
 * A cabinet page's whole title, '<SKU> <type> | <brand>': what the page sets and what the server
 * writes into its HTML (apps/server/src/web/page-heads.ts), so a crawler reads what a shopper sees.
 */
export const cabinetPageTitle = (
  cabinet: Pick<CabinetIdentity, 'data_name' | 'data_type'>,
  storeName: string,
): string => pageTitle({ pattern: '', title: cabinetTitle(cabinet) }, storeName);

/**
 * What a search result or link preview says of a cabinet: its type, door style, variation,
 * measurements and its catalogue price (no shopper's tier price).
 * 'B24 Base Cabinets in the Shaker door style: 1 Door 1 Drawer, 24"W x 34.5"H x 24"D. $189.00, ready to assemble.'
 */
export const cabinetDescription = (cabinet: CabinetFacts): string =>
  `${cabinetTitle(cabinet)} in the ${cabinet.data_group} door style: ${cabinet.data_variation}, ${cabinet.data_measure}. ` +
  `${formatCents(cabinet.currency_price)}, ready to assemble.`;

/**
 * A cabinet page's breadcrumbs, Store › <category> › <type> › <SKU>: the category and the type
 * both lead to the store filtered to the cabinet's category and door style; the last is the page
 * itself. The page shows them and its structured data lists them (a BreadcrumbList).
 */
export const cabinetBreadcrumbs = (
  cabinet: Pick<CabinetIdentity, 'data_group' | 'data_name' | 'select_cat' | 'data_type'>,
  defaultGroup: string,
): { name: string; path: string }[] => {
  const filtered = storeFilterPath(cabinet.select_cat, cabinet.data_group, defaultGroup);
  return [
    { name: 'Store', path: '/store' },
    { name: cabinet.select_cat, path: filtered },
    { name: cabinet.data_type, path: filtered },
    { name: cabinet.data_name, path: cabinetPath(cabinet) },
  ];
};

/** The store filtered to a cabinet's category and door style (the default style is not named, as the store writes it). */
export const storeFilterPath = (category: string, group: string, defaultGroup: string): string =>
  `/store?category=${encodeURIComponent(category)}${group === defaultGroup ? '' : `&group=${encodeURIComponent(group)}`}`;
