/*
 * The catalogue's categories, style groups, colour prefix and colour codes' display (catalogue/catalogue.ts
 * re-exports them), apart from the schemas so that a page importing only these does not carry the
 * schemas' code: a module is bundled whole into one chunk, and merged into the schemas' module it
 * put 3.3 KB of schemas on every page's first load (measured, docs/decisions/0145).
 */

/** The five catalogue categories, in the order the store shows them (spec §2, §9). */
export const CATEGORIES = ['Base', 'Wall', 'Vanity', 'Tall', 'Accessories'] as const;
export type Category = (typeof CATEGORIES)[number];
export const DEFAULT_CATEGORY: Category = 'Base';

/** The style groups (door styles) the store sells. */
export const STYLE_GROUPS = ['Shaker', 'Slim Shaker'] as const;
export type StyleGroup = (typeof STYLE_GROUPS)[number];
export const DEFAULT_GROUP: StyleGroup = 'Shaker';

/** Default paint-mode cabinet (spec §9). */
export const DEFAULT_PAINT_CABINET = 'B09B21';

export const isCategory = (value: string): value is Category => (CATEGORIES as readonly string[]).includes(value);

export const IN_HOUSE_COLOR_PREFIX = 'RTA-';

/** 'SW <code>' with a trailing '.0' removed (spec §9); in-house codes are shown as they are. */
export const formatColorCode = (code: string): string => {
  const trimmed = code.trim().replace(/\.0$/, '');
  return trimmed.toUpperCase().startsWith(IN_HOUSE_COLOR_PREFIX) ? trimmed : `SW ${trimmed}`;
};

/** A paint colour's swatch: `#` and six hex digits. */
export const PAINT_RGB = /^#[0-9a-f]{6}$/i;
