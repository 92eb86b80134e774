import type { StyleGroup } from '../catalogue/catalogue.ts';
import {
  inset,
  rect,
  type Appliance,
  type CabinetFamily,
  type CabinetPart,
  type CabinetSpec,
  type FamilyLayout,
  type Hardware,
  type Opening,
  type Rect,
} from './parts.ts';

/**
 * Face-frame construction shared by every cabinet family, in inches. Frame members are 1½"
 * hardwood; doors and drawers overlay the opening by ½" on each side (standard overlay), so ½" to 1"
 * of painted frame shows around every front, as on the cabinets in the showroom.
 */
export const TOE_KICK_IN = 4.5;
export const STILE_IN = 1.5;
export const RAIL_IN = 1.5;
export const OVERLAY_IN = 0.5;
/** Pairs of doors meet over one opening with a ⅛"–¼" reveal and no centre stile. */
export const PAIR_GAP_IN = 0.25;
/** A top drawer front on a base cabinet is about 6" tall. */
export const TOP_DRAWER_IN = 5;

/** Door-frame (rail and stile) width by style: seed group descriptions say 2¼" Shaker, 1" Slim Shaker. */
export const DOOR_RAIL_IN: Record<StyleGroup, number> = { Shaker: 2.25, 'Slim Shaker': 1 };

/** A small front (a drawer, a knee drawer) cannot carry a 2¼" rail; keep the recess readable. */
export const frontRail = (group: StyleGroup, r: Rect): number =>
  Math.min(DOOR_RAIL_IN[group], 0.2 * Math.min(r.w, r.h));

export type Fill =
  | {
      kind: 'doors';
      count: 1 | 2;
      /** Base doors have the handle near the top, wall doors near the bottom. */
      handle: 'top' | 'bottom';
      shelves: number;
      glass?: boolean;
      hinge?: 'left' | 'right';
      lazySusan?: boolean;
    }
  | { kind: 'drawer'; pullAt?: 'centre' | 'top' }
  | { kind: 'false-front' }
  | { kind: 'appliance'; appliance: Appliance }
  | { kind: 'open'; shelves: number }
  /** The blind side of a corner cabinet: plain frame, hidden by the neighbouring cabinet. */
  | { kind: 'blank' };

/** A fixed `size` (opening height in rows, width in columns) or a share of what is left. */
interface Sizing {
  size?: number;
  weight?: number;
}
export type Section = Sizing & ({ rows: Section[] } | { columns: Section[] } | { fill: Fill });

export interface SectionOutput {
  openings: Opening[];
  interior: CabinetPart[];
  fronts: CabinetPart[];
}

const split = (total: number, gap: number, items: Sizing[]): number[] => {
  const room = total - gap * (items.length - 1);
  const fixed = items.reduce((sum, item) => sum + (item.size ?? 0), 0);
  const weights = items.reduce((sum, item) => sum + (item.size === undefined ? (item.weight ?? 1) : 0), 0);
  // With nothing flexible, fixed sizes stretch or shrink together so the frame still closes.
  if (weights === 0) return items.map((item) => ((item.size ?? 0) * room) / fixed);
  const free = Math.max(0, room - fixed);
  return items.map((item) => item.size ?? (free * (item.weight ?? 1)) / weights);
};

const handleFor = (door: Rect, hinge: 'left' | 'right', at: 'top' | 'bottom', rail: number): Hardware => {
  const length = Math.min(4, door.h * 0.3);
  const fromEdge = Math.max(rail / 2, 1.25);
  const fromEnd = Math.min(2.5, door.h * 0.1) + length / 2;
  return {
    cx: hinge === 'left' ? door.x + door.w - fromEdge : door.x + fromEdge,
    cy: at === 'top' ? door.y + fromEnd : door.y + door.h - fromEnd,
    length,
    orientation: 'vertical',
  };
};

const shelvesIn = (opening: Rect, count: number, kind: 'shelf' | 'turntable'): CabinetPart[] =>
  Array.from({ length: count }, (_, index) => {
    const y = opening.y + (opening.h * (index + 1)) / (count + 1);
    return kind === 'shelf'
      ? { kind, rect: rect(opening.x, y - 0.375, opening.w, 0.75) }
      : { kind, rect: rect(opening.x + 1, y - 1.5, opening.w - 2, 3) };
  });

const fillOpening = (opening: Rect, fill: Fill, group: StyleGroup, out: SectionOutput): void => {
  if (fill.kind === 'blank') return;
  const front = rect(
    opening.x - OVERLAY_IN,
    opening.y - OVERLAY_IN,
    opening.w + 2 * OVERLAY_IN,
    opening.h + 2 * OVERLAY_IN,
  );
  const rail = frontRail(group, front);
  switch (fill.kind) {
    case 'doors': {
      out.openings.push({ rect: opening, holds: 'doors' });
      out.interior.push(
        ...shelvesIn(opening, fill.lazySusan ? 2 : fill.shelves, fill.lazySusan ? 'turntable' : 'shelf'),
      );
      const half = (front.w - PAIR_GAP_IN) / 2;
      const doors: { r: Rect; hinge: 'left' | 'right' }[] =
        fill.count === 1
          ? [{ r: front, hinge: fill.hinge ?? 'left' }]
          : [
              { r: rect(front.x, front.y, half, front.h), hinge: 'left' },
              { r: rect(front.x + half + PAIR_GAP_IN, front.y, half, front.h), hinge: 'right' },
            ];
      for (const { r, hinge } of doors) {
        const doorRail = frontRail(group, r);
        const glass = fill.glass ?? false;
        out.fronts.push({
          kind: 'door',
          rect: r,
          hinge,
          handle: handleFor(r, hinge, fill.handle, doorRail),
          glass,
          rail: doorRail,
        });
        if (glass) out.fronts.push({ kind: 'pane', rect: inset(r, doorRail) });
      }
      return;
    }
    case 'drawer': {
      out.openings.push({ rect: opening, holds: 'drawer' });
      const length = Math.min(6, front.w * 0.45);
      const cy = fill.pullAt === 'top' ? front.y + Math.min(2.5, front.h / 2) : front.y + front.h / 2;
      out.fronts.push({
        kind: 'drawer',
        rect: front,
        rail,
        pull: { cx: front.x + front.w / 2, cy, length, orientation: 'horizontal' },
      });
      return;
    }
    case 'false-front':
      // Nothing opens behind a sink's false front; it has no pull.
      out.fronts.push({ kind: 'false-front', rect: front, rail });
      return;
    case 'appliance':
      out.openings.push({ rect: opening, holds: 'appliance' });
      out.interior.push({ kind: 'appliance', rect: opening, appliance: fill.appliance });
      return;
    case 'open':
      out.openings.push({ rect: opening, holds: 'open' });
      out.interior.push(...shelvesIn(opening, fill.shelves, 'shelf'));
      return;
  }
};

/** Lays a section tree out inside a frame area: rails between rows, stiles between columns. */
export const layoutSection = (area: Rect, section: Section, group: StyleGroup, out: SectionOutput): void => {
  if ('fill' in section) {
    fillOpening(area, section.fill, group, out);
  } else if ('rows' in section) {
    let y = area.y;
    split(area.h, RAIL_IN, section.rows).forEach((h, index) => {
      const row = section.rows[index];
      if (row) layoutSection(rect(area.x, y, area.w, h), row, group, out);
      y += h + RAIL_IN;
    });
  } else {
    let x = area.x;
    split(area.w, STILE_IN, section.columns).forEach((w, index) => {
      const column = section.columns[index];
      if (column) layoutSection(rect(x, area.y, w, area.h), column, group, out);
      x += w + STILE_IN;
    });
  }
};

/** The frame's inner area: inside the stiles and the top and bottom rails. */
export const frameInterior = (frame: Rect): Rect =>
  rect(frame.x + STILE_IN, frame.y + RAIL_IN, frame.w - 2 * STILE_IN, frame.h - 2 * RAIL_IN);

/**
 * A face-frame cabinet: base, vanity and tall cabinets stand on a recessed toe kick; wall
 * cabinets hang and have none. `frame` narrows the face frame (a diagonal corner's angled sides).
 */
export const framedCabinet = (
  spec: CabinetSpec,
  family: CabinetFamily,
  section: Section,
  options: { toeKick: boolean; frame?: Rect },
): FamilyLayout => {
  const box = rect(0, 0, spec.widthIn, spec.heightIn);
  // A cabinet too short to stand on a kick (a knee drawer) hangs between its neighbours instead.
  const kicked = options.toeKick && spec.heightIn > 3 * TOE_KICK_IN;
  const toeKick = kicked ? rect(0, spec.heightIn - TOE_KICK_IN, spec.widthIn, TOE_KICK_IN) : null;
  const full = options.frame ?? box;
  const faceFrame = kicked ? { ...full, h: full.h - TOE_KICK_IN } : full;
  const out: SectionOutput = { openings: [], interior: [], fronts: [] };
  layoutSection(frameInterior(faceFrame), section, spec.group, out);
  return { family, box, toeKick, faceFrame, openings: out.openings, parts: [...out.interior, ...out.fronts] };
};

/** Industry sizing: one door up to 21" wide, a pair from 24". */
export const doorCount = (widthIn: number): 1 | 2 => (widthIn <= 21 ? 1 : 2);

/** A graduated drawer stack: a shallow top drawer, then each drawer deeper than the one above. */
export const drawerStack = (count: number): Section[] =>
  Array.from({ length: count }, (_, index): Section =>
    index === 0
      ? { size: TOP_DRAWER_IN, fill: { kind: 'drawer' } }
      : { weight: 1 + 0.3 * index, fill: { kind: 'drawer' } },
  );

/** The first number in a variation ('3 Drawers', '2 Doors 1 Drawer') next to a word, if any. */
export const countIn = (variation: string, word: 'Door' | 'Drawer'): number | null => {
  const match = new RegExp(`(\\d+)\\s*${word}`, 'i').exec(variation);
  return match?.[1] ? Number(match[1]) : null;
};
