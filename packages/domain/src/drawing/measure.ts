/**
 * A catalogue row's measure read as inches. Its own module (drawing/layout.ts re-exports it), so
 * that what needs only a cabinet's size (the planner's pieces) does not bring the drawing's
 * families with it.
 */

export interface Measure {
  widthIn: number;
  heightIn: number;
  depthIn: number;
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)(?:[\s-]+(\d+)\/(\d+))?`;

/** `30" W x 34.5" H x 24" D` (fractions like `34 1/2"` too) to inches; null unless all three are there. */
export const parseMeasure = (measure: string): Measure | null => {
  const found: Partial<Record<'W' | 'H' | 'D', number>> = {};
  const pattern = new RegExp(`${NUMBER}\\s*(?:"|”|''|in\\.?)?\\s*([WHD])\\b`, 'gi');
  for (const match of measure.matchAll(pattern)) {
    const [, whole, numerator, denominator, axis] = match;
    const value = Number(whole) + (numerator && denominator ? Number(numerator) / Number(denominator) : 0);
    const key = axis?.toUpperCase();
    if ((key === 'W' || key === 'H' || key === 'D') && value > 0 && found[key] === undefined) found[key] = value;
  }
  const { W, H, D } = found;
  return W && H && D ? { widthIn: W, heightIn: H, depthIn: D } : null;
};
