import { DEFAULT_GROUP, type Category, type StyleGroup } from '../catalogue/constants.ts';
import type { CabinetLayout, CabinetSpec } from './parts.ts';
import { familyLayout } from './families.ts';
import { GLASS_SUFFIX } from './views.ts';
import { cabinetSize } from './measure.ts';

export type { CabinetLayout, CabinetPart, Rect } from './parts.ts';
export { cabinetSize, parseMeasure, type Measure } from './measure.ts';

/**
 * The paint-mode preview (spec §2) draws every cabinet from its SKU: no photographs. This module
 * turns a catalogue row into the front of the cabinet in inches; the family modules hold the
 * industry's naming rules.
 */

export interface CabinetInput {
  name: string;
  measure: string;
  category: Category;
  type: string;
  variation: string;
  glassDoor: boolean;
  group?: StyleGroup;
}

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
