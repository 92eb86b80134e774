import type { Category, StyleGroup } from '../catalogue/catalogue.ts';

/**
 * The vocabulary of a cabinet drawing: rectangles in inches on the cabinet's front, origin at
 * the top-left corner of the box, y pointing down (as SVG has it, so a drawing needs no flips).
 */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A bar pull or handle: its centre, its length and which way it runs. */
export interface Hardware {
  cx: number;
  cy: number;
  length: number;
  orientation: 'horizontal' | 'vertical';
}

export type Appliance = 'oven' | 'double-oven' | 'apron-sink';

export type MouldingProfile =
  'crown' | 'large-crown' | 'light-rail' | 'scribe' | 'outside-corner' | 'valance' | 'toe-kick';

/**
 * One visible piece, listed back to front: interior pieces (shelves, turntables) come before the
 * doors that hide them, so a drawing can paint the list in order and let glass show what is behind.
 * `rail` is the width of a five-piece front's frame; 0 means a flat (slab) front.
 */
export type CabinetPart =
  | { kind: 'shelf'; rect: Rect }
  | { kind: 'turntable'; rect: Rect }
  | { kind: 'appliance'; rect: Rect; appliance: Appliance }
  | { kind: 'door'; rect: Rect; hinge: 'left' | 'right'; handle: Hardware; glass: boolean; rail: number }
  | { kind: 'pane'; rect: Rect }
  | { kind: 'drawer'; rect: Rect; pull: Hardware; rail: number }
  | { kind: 'false-front'; rect: Rect; rail: number }
  | { kind: 'panel'; rect: Rect }
  | { kind: 'return'; rect: Rect; side: 'left' | 'right' }
  | { kind: 'moulding'; rect: Rect; profile: MouldingProfile }
  | { kind: 'plank'; rect: Rect; topIn: number }
  | { kind: 'tray'; rect: Rect; depthIn: number };

export type PartKind = CabinetPart['kind'];

/** A hole in the face frame: what a door or drawer closes, dark inside when opened. */
export interface Opening {
  rect: Rect;
  holds: 'doors' | 'drawer' | 'appliance' | 'open';
}

export type CabinetFamily =
  | 'base'
  | 'drawer-base'
  | 'sink-base'
  | 'farm-sink'
  | 'lazy-susan'
  | 'blind-corner'
  | 'pull-out'
  | 'combo'
  | 'wall'
  | 'wall-diagonal'
  | 'wall-blind-corner'
  | 'vanity-sink'
  | 'vanity-drawers'
  | 'linen'
  | 'knee-drawer'
  | 'pantry'
  | 'utility'
  | 'oven'
  | 'filler'
  | 'panel'
  | 'moulding'
  | 'shelf'
  | 'tray'
  | 'unknown';

export interface CabinetLayout {
  /** The SKU without the glass-door suffix. */
  sku: string;
  family: CabinetFamily;
  category: Category;
  widthIn: number;
  heightIn: number;
  depthIn: number;
  /** The outline drawn in the front view; for long mouldings a shortened piece (see `shortened`). */
  box: Rect;
  /** Recessed kick under base, vanity and tall cabinets; the face frame starts above it. */
  toeKick: Rect | null;
  /** The painted face frame (null for accessories, which have none). */
  faceFrame: Rect | null;
  openings: Opening[];
  parts: CabinetPart[];
  /** x of the joints between cabinets sold joined side by side (B09B21, SB36SB42). */
  seams: number[];
  glassDoor: boolean;
  /** Roll-out trays ship in natural maple; there is nothing to paint. */
  paintable: boolean;
  /** A 96" moulding is drawn as a piece with a break mark, or it would be a hairline. */
  shortened: boolean;
  /** Cross-section drawn in the side view of a moulding or shelf. */
  profile: MouldingProfile | 'plank' | 'tray' | 'panel' | null;
}

/** What a family builder knows about the SKU it lays out. */
export interface CabinetSpec {
  sku: string;
  prefix: string;
  digits: string;
  suffix: string;
  glass: boolean;
  widthIn: number;
  heightIn: number;
  depthIn: number;
  category: Category;
  type: string;
  variation: string;
  group: StyleGroup;
}

/** The parts of a layout a family builder fills in; cabinetLayout adds the rest. */
export type FamilyLayout = Pick<CabinetLayout, 'family' | 'box' | 'toeKick' | 'faceFrame' | 'openings' | 'parts'> &
  Partial<Pick<CabinetLayout, 'seams' | 'paintable' | 'shortened' | 'profile'>>;

export const rect = (x: number, y: number, w: number, h: number): Rect => ({ x, y, w, h });

export const inset = (r: Rect, by: number): Rect => rect(r.x + by, r.y + by, r.w - 2 * by, r.h - 2 * by);

export const offsetX = (r: Rect, dx: number): Rect => ({ ...r, x: r.x + dx });

/** Moves a part sideways, its hardware with it (the right half of a combo cabinet). */
export const shiftPart = (part: CabinetPart, dx: number): CabinetPart => {
  const moved = { ...part, rect: offsetX(part.rect, dx) };
  if (moved.kind === 'door') return { ...moved, handle: { ...moved.handle, cx: moved.handle.cx + dx } };
  if (moved.kind === 'drawer') return { ...moved, pull: { ...moved.pull, cx: moved.pull.cx + dx } };
  return moved;
};

/**
 * Oblique projection for pieces drawn in three quarters (a roll-out tray, an accessory's third
 * view): depth recedes up and to the right at half scale, as in a cabinetmaker's drawing.
 */
export const OBLIQUE_RECEDE = { x: 0.5 * Math.cos(Math.PI / 5), y: 0.5 * Math.sin(Math.PI / 5) } as const;

/** A door hung from the other side: the handle moves to the mirrored edge. */
export const rehang = (part: CabinetPart, hinge: 'left' | 'right'): CabinetPart =>
  part.kind !== 'door' || part.hinge === hinge
    ? part
    : { ...part, hinge, handle: { ...part.handle, cx: 2 * part.rect.x + part.rect.w - part.handle.cx } };
