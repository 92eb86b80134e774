/**
 * Spec §4/§9: dragging within 100 px of a list's top or bottom edge scrolls it, at up to
 * 15 px per 16 ms tick. The step grows from nothing at the zone's inner boundary to the full
 * 15 px at the edge (and beyond it), so a shopper controls the speed by how far they push.
 */
export const DRAG_SCROLL = { edgeZonePx: 100, maxStepPx: 15, tickMs: 16 } as const;

/** Pixels to scroll this tick for a pointer at `y` over a list spanning `top`..`bottom`: negative is up. */
export const edgeScrollStep = (y: number, top: number, bottom: number): number => {
  const zone = Math.min(DRAG_SCROLL.edgeZonePx, (bottom - top) / 2);
  if (zone <= 0) return 0;
  const step = (depth: number) => Math.ceil(DRAG_SCROLL.maxStepPx * Math.min(1, depth / zone));
  if (y < top + zone) return -step(top + zone - y);
  if (y > bottom - zone) return step(y - (bottom - zone));
  return 0;
};
