import type { CabinetSpec, FamilyLayout } from './parts.ts';
import { countIn, doorCount, drawerStack, framedCabinet, TOP_DRAWER_IN, type Section } from './sections.ts';

/**
 * Base cabinets, named the way RTA lines name them: B = drawer over door(s), DB = drawer base,
 * SB = sink base (false front over doors), FSB = farm sink, BLS = lazy-susan corner, BBC = blind
 * corner, BPO/BWB = pull-outs. All stand on a toe kick and have one adjustable shelf behind doors.
 */

const doors = (widthIn: number, shelves = 1): Section => ({
  fill: { kind: 'doors', count: doorCount(widthIn), handle: 'top', shelves },
});

/** B09–B21: one drawer over one door; B24 up: a pair of doors; B30 up: two drawers side by side. */
export const baseCabinet = (spec: CabinetSpec): FamilyLayout => {
  const drawers = countIn(spec.variation, 'Drawer') ?? (spec.widthIn >= 30 ? 2 : 1);
  const top: Section =
    drawers >= 2
      ? { size: TOP_DRAWER_IN, columns: [{ fill: { kind: 'drawer' } }, { fill: { kind: 'drawer' } }] }
      : { size: TOP_DRAWER_IN, fill: { kind: 'drawer' } };
  return framedCabinet(spec, 'base', { rows: [top, doors(spec.widthIn)] }, { toeKick: true });
};

export const drawerBase = (spec: CabinetSpec): FamilyLayout =>
  framedCabinet(spec, 'drawer-base', { rows: drawerStack(countIn(spec.variation, 'Drawer') ?? 3) }, { toeKick: true });

/** No shelf in a sink base: the plumbing needs the room. */
export const sinkBase = (spec: CabinetSpec): FamilyLayout =>
  framedCabinet(
    spec,
    'sink-base',
    { rows: [{ size: TOP_DRAWER_IN, fill: { kind: 'false-front' } }, doors(spec.widthIn, 0)] },
    { toeKick: true },
  );

/** The farmhouse sink's apron sits proud where a sink base has its false front. */
export const farmSinkBase = (spec: CabinetSpec): FamilyLayout =>
  framedCabinet(
    spec,
    'farm-sink',
    { rows: [{ size: 9, fill: { kind: 'appliance', appliance: 'apron-sink' } }, doors(spec.widthIn, 0)] },
    { toeKick: true },
  );

/** Lazy susan: full-height bi-fold doors over two revolving shelves, no drawer. */
export const lazySusanBase = (spec: CabinetSpec): FamilyLayout =>
  framedCabinet(
    spec,
    'lazy-susan',
    { fill: { kind: 'doors', count: 2, handle: 'top', shelves: 0, lazySusan: true } },
    { toeKick: true },
  );

/**
 * Blind corner: the blind end disappears behind the cabinet on the return wall; the working end
 * is a drawer over a door (BBC36: 15", BBC39: 18", BBC42: 21" of working width). The door hinges
 * on the open end so it swings clear of the corner.
 */
export const blindCornerBase = (spec: CabinetSpec): FamilyLayout => {
  const working = Math.min(21, Math.max(12, spec.widthIn - 21)) - 3;
  const workingEnd: Section = {
    size: working,
    rows: [
      { size: TOP_DRAWER_IN, fill: { kind: 'drawer' } },
      { fill: { kind: 'doors', count: 1, handle: 'top', shelves: 1, hinge: 'right' } },
    ],
  };
  return framedCabinet(spec, 'blind-corner', { columns: [{ fill: { kind: 'blank' } }, workingEnd] }, { toeKick: true });
};

/** BPO: one tall pull-out front; BWB: a drawer over a tall waste-bin pull-out. */
export const pullOutBase = (spec: CabinetSpec): FamilyLayout => {
  const pullOut: Section = { fill: { kind: 'drawer', pullAt: 'top' } };
  const rows: Section[] =
    spec.prefix === 'BWB' ? [{ size: TOP_DRAWER_IN, fill: { kind: 'drawer' } }, pullOut] : [pullOut];
  return framedCabinet(spec, 'pull-out', { rows }, { toeKick: true });
};
