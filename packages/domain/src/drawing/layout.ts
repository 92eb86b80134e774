import { DEFAULT_GROUP, type Category, type StyleGroup } from '../catalogue/constants.ts';
import type { CabinetLayout, CabinetSpec } from './parts.ts';
import { familyLayout } from './families.ts';
import { GLASS_SUFFIX } from './views.ts';

export type { CabinetLayout, CabinetPart, Rect } from './parts.ts';

/**
 * The paint-mode preview (spec §2) draws every cabinet from its SKU: no photographs. This module
 * turns a catalogue row into the front of the cabinet in inches; the family modules hold the
 * industry's naming rules.
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

export interface CabinetInput {
  name: string;
  measure: string;
  category: Category;
  type: string;
  variation: string;
  glassDoor: boolean;
  group?: StyleGroup;
}

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

const specFor = (input: CabinetInput): CabinetSpec => {
  const upper = input.name.trim().toUpperCase();
  const sku = upper.replace(GLASS_SUFFIX, '');
  const [, prefix = '', digits = '', suffix = ''] = /^([A-Z]*)(\d*)([A-Z]*)/.exec(sku) ?? [];
  const size = cabinetSize(input.measure, digits, input.category);
  return {
    sku,
    prefix,
    digits,
    suffix,
    glass: input.glassDoor || GLASS_SUFFIX.test(upper),
    ...size,
    category: input.category,
    type: input.type,
    variation: input.variation,
    group: input.group ?? DEFAULT_GROUP,
  };
};

export const cabinetLayout = (input: CabinetInput): CabinetLayout => {
  const spec = specFor(input);
  const layout = familyLayout(spec);
  return {
    sku: spec.sku,
    category: spec.category,
    widthIn: spec.widthIn,
    heightIn: spec.heightIn,
    depthIn: spec.depthIn,
    glassDoor: layout.parts.some((part) => part.kind === 'pane'),
    seams: [],
    paintable: true,
    shortened: false,
    profile: null,
    ...layout,
  };
};

export { paintPreviewViews, TWO_VIEW_SKUS, type PreviewView } from './views.ts';
