import { rect, type CabinetSpec, type FamilyLayout } from './parts.ts';
import { doorCount, framedCabinet, STILE_IN, type Section } from './sections.ts';

/**
 * Wall cabinets hang with no toe kick and have their handles near the bottom of the doors, where
 * a hand reaches them. W<width><height>: W0930 is 9" x 30"; W3012–W3624 are short bridge cabinets
 * over a range or fridge; W302424 is a 24"-deep fridge cabinet. Tall cabinets: P = pantry,
 * U = 12"-deep utility, OV/OVD = single/double oven.
 */

/** Adjustable shelves: none in a bridge cabinet, one per foot or so above that. */
const wallShelves = (heightIn: number): number => (heightIn >= 42 ? 3 : heightIn >= 30 ? 2 : heightIn >= 24 ? 1 : 0);

export const wallCabinet = (spec: CabinetSpec): FamilyLayout =>
  framedCabinet(
    spec,
    'wall',
    {
      fill: {
        kind: 'doors',
        count: doorCount(spec.widthIn),
        handle: 'bottom',
        shelves: wallShelves(spec.heightIn),
        glass: spec.glass,
      },
    },
    { toeKick: false },
  );

/**
 * A diagonal corner seen straight on: one door on the angled face, and the two short sides that
 * run back to the walls, which look narrower and darker from the front.
 */
export const wallDiagonalCorner = (spec: CabinetSpec): FamilyLayout => {
  const side = Math.min(4, spec.widthIn * 0.15);
  const frame = rect(side, 0, spec.widthIn - 2 * side, spec.heightIn);
  const layout = framedCabinet(
    spec,
    'wall-diagonal',
    { fill: { kind: 'doors', count: 1, handle: 'bottom', shelves: wallShelves(spec.heightIn), glass: spec.glass } },
    { toeKick: false, frame },
  );
  const returns = [
    { kind: 'return' as const, rect: rect(0, 0, side, spec.heightIn), side: 'left' as const },
    { kind: 'return' as const, rect: rect(spec.widthIn - side, 0, side, spec.heightIn), side: 'right' as const },
  ];
  return { ...layout, parts: [...returns, ...layout.parts] };
};

/** Wall blind corner: a blind end hidden by the cabinet on the return wall, one door at the open end. */
export const wallBlindCorner = (spec: CabinetSpec): FamilyLayout =>
  framedCabinet(
    spec,
    'wall-blind-corner',
    {
      columns: [
        { fill: { kind: 'blank' } },
        {
          size: Math.max(9, spec.widthIn - 9) - STILE_IN * 2,
          fill: { kind: 'doors', count: 1, handle: 'bottom', shelves: wallShelves(spec.heightIn), hinge: 'right' },
        },
      ],
    },
    { toeKick: false },
  );

/**
 * Pantry and utility: two sections of doors. The lower doors keep a fixed 45" opening so they line
 * up with base cabinets; the upper doors take the rest (30" on an 84" pantry, like a wall cabinet).
 * The upper doors are the ones a glass-door option glazes.
 */
export const tallCabinet = (spec: CabinetSpec): FamilyLayout => {
  const count = doorCount(spec.widthIn);
  const lowerIn = Math.min(45, (spec.heightIn - 4.5) * 0.58);
  return framedCabinet(
    spec,
    spec.prefix === 'U' ? 'utility' : 'pantry',
    {
      rows: [
        { fill: { kind: 'doors', count, handle: 'bottom', shelves: 2, glass: spec.glass } },
        { size: lowerIn, fill: { kind: 'doors', count, handle: 'top', shelves: 3 } },
      ],
    },
    { toeKick: true },
  );
};

/**
 * Oven cabinets: doors above, an opening the wall oven slides into, drawers below for pans.
 * A single oven opening is about 29" high over two drawers; a double oven about 50" over one.
 */
export const ovenCabinet = (spec: CabinetSpec): FamilyLayout => {
  const double = spec.prefix === 'OVD' || /double/i.test(spec.variation);
  const drawer: Section = { size: 10, fill: { kind: 'drawer' } };
  const upper: Section = { fill: { kind: 'doors', count: doorCount(spec.widthIn), handle: 'bottom', shelves: 1 } };
  const oven: Section = double
    ? { size: 50, fill: { kind: 'appliance', appliance: 'double-oven' } }
    : { size: 29, fill: { kind: 'appliance', appliance: 'oven' } };
  return framedCabinet(
    spec,
    'oven',
    { rows: double ? [upper, oven, drawer] : [upper, oven, drawer, drawer] },
    { toeKick: true },
  );
};
