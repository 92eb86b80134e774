import type { Category } from '../catalogue/constants.ts';

/**
 * A cabinet's size in inches. Its own module (drawing/layout.ts re-exports it), so that what
 * needs only a cabinet's size (the planner's pieces, on the planner page's first load) does not
 * bring the drawing's families with it.
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

/** What a cabinet of the category measures when neither the measurement nor the SKU says. */
const CATEGORY_SIZE: Record<Category, Measure> = {
  Base: { widthIn: 24, heightIn: 34.5, depthIn: 24 },
  Wall: { widthIn: 24, heightIn: 30, depthIn: 12 },
  Vanity: { widthIn: 24, heightIn: 34.5, depthIn: 21 },
  Tall: { widthIn: 24, heightIn: 84, depthIn: 24 },
  Accessories: { widthIn: 3, heightIn: 34.5, depthIn: 0.75 },
};

/**
 * What a cabinet measures: its measurement, else what its SKU's digits say (W3036: 30" wide, 36"
 * high for wall and tall cabinets; a filler's one digit, BF3 or WF336: 3" wide, 36" high), else its
 * category's usual size. The drawings and the room planner read sizes here.
 */
export const cabinetSize = (measure: string, digits: string, category: Category): Measure => {
  const measured = parseMeasure(measure);
  if (measured) return measured;
  const fallback = CATEGORY_SIZE[category];
  if (category === 'Accessories') {
    const widthIn = digits ? Number(digits[0]) : fallback.widthIn;
    return { ...fallback, widthIn, ...(digits.length >= 3 ? { heightIn: Number(digits.slice(1, 3)) } : {}) };
  }
  const widthIn = digits.length >= 2 ? Number(digits.slice(0, 2)) : fallback.widthIn;
  const namesHeight = digits.length >= 4 && (category === 'Wall' || category === 'Tall');
  return { ...fallback, widthIn, ...(namesHeight ? { heightIn: Number(digits.slice(2, 4)) } : {}) };
};
