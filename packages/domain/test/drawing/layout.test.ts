import { describe, expect, it } from 'vitest';
import { cabinets } from '../../../../apps/server/src/catalogue/seed/cabinets.ts';
import type { Category } from '../../src/catalogue/catalogue.ts';
import {
  cabinetLayout,
  paintPreviewViews,
  parseMeasure,
  TWO_VIEW_SKUS,
  type CabinetInput,
} from '../../src/drawing/layout.ts';
import type { CabinetLayout, PartKind, Rect } from '../../src/drawing/parts.ts';
import { cabinetSide } from '../../src/drawing/side.ts';

/** The seed's measurement format, as the API serves it in data_measure. */
const measureOf = (w: number, h: number, d: number) => `${w}" W x ${h}" H x ${d}" D`;

const seedInput = (name: string, glassDoor = false): CabinetInput => {
  const seed = cabinets.find((c) => c.name === name);
  if (!seed) throw new Error(`No seed cabinet ${name}`);
  return {
    name,
    measure: measureOf(seed.widthIn, seed.heightIn, seed.depthIn),
    category: seed.category,
    type: seed.type,
    variation: seed.variation,
    glassDoor,
  };
};

const layoutOf = (name: string, glassDoor = false) => cabinetLayout(seedInput(name, glassDoor));
const count = (layout: CabinetLayout, kind: PartKind) => layout.parts.filter((p) => p.kind === kind).length;

const EPSILON = 1e-6;
const inside = (r: Rect, box: Rect) =>
  r.w > 0 &&
  r.h > 0 &&
  r.x >= box.x - EPSILON &&
  r.y >= box.y - EPSILON &&
  r.x + r.w <= box.x + box.w + EPSILON &&
  r.y + r.h <= box.y + box.h + EPSILON;

describe('parseMeasure', () => {
  it('reads the catalogue format', () => {
    expect(parseMeasure('30" W x 34.5" H x 24" D')).toEqual({ widthIn: 30, heightIn: 34.5, depthIn: 24 });
    expect(parseMeasure('3" W x 34.5" H x 0.75" D')).toEqual({ widthIn: 3, heightIn: 34.5, depthIn: 0.75 });
  });

  it('reads fractions and loose spacing', () => {
    expect(parseMeasure('24 W x 34 1/2" H x 24"D')).toEqual({ widthIn: 24, heightIn: 34.5, depthIn: 24 });
  });

  it('gives null when a dimension is missing or not a number', () => {
    expect(parseMeasure('30" W x 34.5" H')).toBeNull();
    expect(parseMeasure('')).toBeNull();
    expect(parseMeasure('wide x high x deep')).toBeNull();
  });
});

describe('cabinetLayout: proportions', () => {
  it('takes its box from the measurement', () => {
    const layout = layoutOf('B24');
    expect(layout.box).toEqual({ x: 0, y: 0, w: 24, h: 34.5 });
    expect(layout.depthIn).toBe(24);
    expect(layoutOf('W3615').box).toEqual({ x: 0, y: 0, w: 36, h: 15 });
  });

  it('puts a 4.5" toe kick under base, vanity and tall cabinets, none under wall cabinets', () => {
    for (const name of ['B09', 'VSB30', 'P1884']) expect(layoutOf(name).toeKick?.h).toBe(4.5);
    expect(layoutOf('W3030').toeKick).toBeNull();
  });
});

describe('cabinetLayout: the SKU names the fronts', () => {
  it('B09–B21: one drawer over one door; B24: one drawer over two doors', () => {
    expect([count(layoutOf('B09'), 'door'), count(layoutOf('B09'), 'drawer')]).toEqual([1, 1]);
    expect([count(layoutOf('B21'), 'door'), count(layoutOf('B21'), 'drawer')]).toEqual([1, 1]);
    expect([count(layoutOf('B24'), 'door'), count(layoutOf('B24'), 'drawer')]).toEqual([2, 1]);
    expect([count(layoutOf('B36'), 'door'), count(layoutOf('B36'), 'drawer')]).toEqual([2, 2]);
  });

  it('DB18 has three graduated drawers and no door', () => {
    const layout = layoutOf('DB18');
    const heights = layout.parts.flatMap((p) => (p.kind === 'drawer' ? [p.rect.h] : []));
    expect(heights).toHaveLength(3);
    expect(count(layout, 'door')).toBe(0);
    expect([...heights].sort((a, b) => a - b)).toEqual(heights);
  });

  it('SB36 has a false front over two doors', () => {
    const layout = layoutOf('SB36');
    expect(count(layout, 'false-front')).toBe(1);
    expect(count(layout, 'door')).toBe(2);
    expect(count(layout, 'drawer')).toBe(0);
  });

  it('glass doors have a pane each; without the option there are none', () => {
    const glass = layoutOf('W3030', true);
    expect(count(glass, 'pane')).toBe(2);
    expect(glass.glassDoor).toBe(true);
    expect(count(layoutOf('W3030'), 'pane')).toBe(0);
    expect(count(cabinetLayout({ ...seedInput('W1530'), name: 'W1530GD' }), 'pane')).toBe(1);
  });

  it('wall cabinets: one door to 21", two from 24"; bridge cabinets are short pairs', () => {
    expect(count(layoutOf('W0930'), 'door')).toBe(1);
    expect(count(layoutOf('W2430'), 'door')).toBe(2);
    expect(count(layoutOf('W3012'), 'door')).toBe(2);
  });

  it('corner, vanity, tall and combo specifics', () => {
    expect(count(layoutOf('BLS36'), 'turntable')).toBe(2);
    expect(layoutOf('BBC42').family).toBe('blind-corner');
    expect(count(layoutOf('WDC2430'), 'return')).toBe(2);
    expect(count(layoutOf('VDB15'), 'drawer')).toBe(3);
    const left = layoutOf('VSB3021DL');
    const drawerX = Math.max(...left.parts.flatMap((p) => (p.kind === 'drawer' ? [p.rect.x] : [])));
    const falseFront = left.parts.find((p) => p.kind === 'false-front');
    expect(falseFront && drawerX < falseFront.rect.x).toBe(true);
    expect(count(layoutOf('P1884'), 'door')).toBe(2);
    expect(count(layoutOf('P2484'), 'door')).toBe(4);
    const oven = layoutOf('OV3384');
    expect(oven.parts.some((p) => p.kind === 'appliance' && p.appliance === 'oven')).toBe(true);
    expect(count(oven, 'drawer')).toBe(2);
    const combo = layoutOf('B09B21');
    expect(combo.seams).toEqual([9]);
    expect([count(combo, 'door'), count(combo, 'drawer')]).toEqual([2, 2]);
    expect(layoutOf('SB36SB42').seams).toEqual([36]);
  });

  it('hangs lone doors so they swing clear of their neighbours', () => {
    const hinges = (layout: CabinetLayout) => layout.parts.flatMap((p) => (p.kind === 'door' ? [p.hinge] : []));
    expect(hinges(layoutOf('B09B21'))).toEqual(['left', 'right']);
    expect(hinges(layoutOf('VSB3021DL'))).toEqual(['right']);
    expect(hinges(layoutOf('VSB3021DR'))).toEqual(['left']);
    const right = layoutOf('B09B21').parts.find((p) => p.kind === 'door' && p.hinge === 'right');
    // The handle sits on the edge away from the hinge.
    expect(right?.kind === 'door' && right.handle.cx < right.rect.x + right.rect.w / 2).toBe(true);
  });

  it('gives Slim Shaker fronts slimmer rails than Shaker', () => {
    const rail = (group: 'Shaker' | 'Slim Shaker') =>
      cabinetLayout({ ...seedInput('W1530'), group }).parts.find((p) => p.kind === 'door');
    const shaker = rail('Shaker');
    const slim = rail('Slim Shaker');
    expect(shaker?.kind === 'door' && slim?.kind === 'door' && slim.rail < shaker.rail).toBe(true);
  });

  it('draws accessories as what they are', () => {
    expect(layoutOf('BF3').family).toBe('filler');
    expect(layoutOf('BP2496').family).toBe('panel');
    expect(layoutOf('CM8').parts[0]).toMatchObject({ kind: 'moulding', profile: 'crown' });
    expect(layoutOf('CM8').shortened).toBe(true);
    expect(layoutOf('TK8').parts[0]).toMatchObject({ kind: 'moulding', profile: 'toe-kick' });
    expect(layoutOf('ROT18').paintable).toBe(false);
  });

  it('falls back to a door box of the right proportions for an unknown SKU', () => {
    const categories: Category[] = ['Base', 'Wall', 'Vanity', 'Tall'];
    for (const category of categories) {
      const layout = cabinetLayout({
        name: 'ZZ2730',
        measure: '27" W x 30" H x 12" D',
        category,
        type: 'Mystery',
        variation: 'Other',
        glassDoor: false,
      });
      expect(layout.box).toEqual({ x: 0, y: 0, w: 27, h: 30 });
      expect(count(layout, 'door')).toBe(2);
    }
    const unreadable = cabinetLayout({
      name: '???',
      measure: 'n/a',
      category: 'Base',
      type: '',
      variation: '',
      glassDoor: false,
    });
    expect(unreadable.box).toEqual({ x: 0, y: 0, w: 24, h: 34.5 });
    // With no measurement, a wall SKU's numbers still give width and height.
    const wall = cabinetLayout({
      name: 'W1842',
      measure: '',
      category: 'Wall',
      type: '',
      variation: '',
      glassDoor: false,
    });
    expect(wall.box).toEqual({ x: 0, y: 0, w: 18, h: 42 });
  });
});

describe('every seed SKU', () => {
  it.each(cabinets.map((c) => c.name))('%s lies inside its box', (name) => {
    const seed = cabinets.find((c) => c.name === name);
    const layout = layoutOf(name, seed?.glassPriceCents !== undefined);
    expect(layout.parts.length).toBeGreaterThan(0);
    for (const part of layout.parts) expect(inside(part.rect, layout.box), `${part.kind} of ${name}`).toBe(true);
    for (const opening of layout.openings) expect(inside(opening.rect, layout.box)).toBe(true);
    for (const part of layout.parts) {
      const bar = part.kind === 'door' ? part.handle : part.kind === 'drawer' ? part.pull : null;
      if (bar) expect(inside({ x: bar.cx, y: bar.cy, w: EPSILON, h: EPSILON }, part.rect)).toBe(true);
    }
    const side = cabinetSide(layout);
    for (const [x, y] of side.outline) expect(inside({ x, y, w: EPSILON, h: EPSILON }, side.box)).toBe(true);
  });
});

describe('paintPreviewViews (spec §9 image pairs)', () => {
  it('gives 3 views to most cabinets and 2 to BLS36 and SB36SB42', () => {
    expect(paintPreviewViews('B24')).toEqual(['front', 'open', 'side']);
    expect(paintPreviewViews('BLS33')).toHaveLength(3);
    for (const name of TWO_VIEW_SKUS) expect(paintPreviewViews(name)).toEqual(['front', 'side']);
    expect(paintPreviewViews('sb36sb42')).toHaveLength(2);
    expect(paintPreviewViews('')).toHaveLength(2);
  });
});
