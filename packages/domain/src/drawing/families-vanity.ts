import type { CabinetSpec, FamilyLayout } from './parts.ts';
import { countIn, doorCount, drawerStack, framedCabinet, TOP_DRAWER_IN, type Section } from './sections.ts';

/**
 * Vanity cabinets: VSB = vanity sink base (false front over doors), with DL/DR a bank of drawers
 * on the left/right and DD drawers on both sides (or, for a double sink, a bank between two sinks);
 * VDB = vanity drawer base; VLC = linen tower; VKD = knee drawer hung between two vanities.
 */

/** A drawer bank beside a sink is 12" nominal; its opening is what is left inside the stiles. */
const BANK_IN = 12;

/** A single sink door hinges away from the drawer bank, so it opens clear of the drawers. */
const sink = (nominalWidthIn: number, hinge: 'left' | 'right' = 'left'): Section => ({
  rows: [
    { size: TOP_DRAWER_IN, fill: { kind: 'false-front' } },
    { fill: { kind: 'doors', count: doorCount(nominalWidthIn), handle: 'top', shelves: 0, hinge } },
  ],
});

const bank = (): Section => ({ size: BANK_IN - 1.5, rows: drawerStack(3) });

export const vanitySinkBase = (spec: CabinetSpec): FamilyLayout => {
  const w = spec.widthIn;
  const columns = ((): Section[] => {
    switch (spec.suffix) {
      case 'DL':
        return [bank(), sink(w - BANK_IN, 'right')];
      case 'DR':
        return [sink(w - BANK_IN), bank()];
      case 'DD':
        // A double-sink vanity keeps its drawers between the sinks; a single sink sits between two banks.
        return /double/i.test(spec.variation)
          ? [sink((w - BANK_IN) / 2), bank(), sink((w - BANK_IN) / 2)]
          : [bank(), sink(w - 2 * BANK_IN), bank()];
      default:
        return [sink(w)];
    }
  })();
  const section: Section = columns.length === 1 && columns[0] ? columns[0] : { columns };
  return framedCabinet(spec, 'vanity-sink', section, { toeKick: true });
};

export const vanityDrawerBase = (spec: CabinetSpec): FamilyLayout =>
  framedCabinet(
    spec,
    'vanity-drawers',
    { rows: drawerStack(countIn(spec.variation, 'Drawer') ?? 3) },
    { toeKick: true },
  );

/** A linen tower: a tall upper door over a lower door, meeting near counter height. */
export const linenCabinet = (spec: CabinetSpec): FamilyLayout => {
  const count = doorCount(spec.widthIn);
  return framedCabinet(
    spec,
    'linen',
    {
      rows: [
        { weight: 1.3, fill: { kind: 'doors', count, handle: 'bottom', shelves: 3 } },
        { weight: 1, fill: { kind: 'doors', count, handle: 'top', shelves: 1 } },
      ],
    },
    { toeKick: true },
  );
};

export const kneeDrawer = (spec: CabinetSpec): FamilyLayout =>
  framedCabinet(spec, 'knee-drawer', { fill: { kind: 'drawer' } }, { toeKick: false });
