/* Which views a paint preview shows, apart from the drawings' layouts (drawing/layout.ts re-exports it), for the placeholder the store shows before its drawings load. */

/** The glass-door SKU is the standard SKU with GD appended (data_gname). */
export const GLASS_SUFFIX = /GD$/;

/**
 * Spec §9: 'Image pairs per cabinet: 3 for most, 2 for a few (BLS36, SB36SB42), default 2'. A pair
 * is one view drawn twice, unfinished and in the chosen paint. Most SKUs get front, open and side;
 * the listed few get no open view, and so does a preview with no SKU yet (the 'default 2').
 */
export type PreviewView = 'front' | 'open' | 'side';
export const TWO_VIEW_SKUS: readonly string[] = ['BLS36', 'SB36SB42'];

export const paintPreviewViews = (name: string): PreviewView[] => {
  const sku = name.trim().toUpperCase().replace(GLASS_SUFFIX, '');
  return sku === '' || TWO_VIEW_SKUS.includes(sku) ? ['front', 'side'] : ['front', 'open', 'side'];
};
