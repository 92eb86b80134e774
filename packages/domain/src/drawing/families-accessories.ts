import { OBLIQUE_RECEDE, rect, type CabinetSpec, type FamilyLayout, type MouldingProfile } from './parts.ts';

/**
 * Accessories are drawn as what they are, not as little cabinets: a filler or panel is a flat
 * painted board, a moulding a strip with its profile, a shelf a plank seen slightly from above,
 * a roll-out tray a maple tray.
 */

const MOULDINGS: Record<string, MouldingProfile> = {
  TK: 'toe-kick',
  CM: 'crown',
  LCM: 'large-crown',
  LR: 'light-rail',
  SM: 'scribe',
  OCM: 'outside-corner',
  VAL: 'valance',
};

export const isMoulding = (prefix: string): boolean => prefix in MOULDINGS;

/** Accessories have no face frame, toe kick or openings. */
const bare = (): Pick<FamilyLayout, 'toeKick' | 'faceFrame' | 'openings'> => ({
  toeKick: null,
  faceFrame: null,
  openings: [],
});

/** Fillers (BF, WF, TF), panels (BP, WP, TP) and the dishwasher return (DWR): one flat board. */
export const flatBoard = (spec: CabinetSpec): FamilyLayout => {
  const box = rect(0, 0, spec.widthIn, spec.heightIn);
  const family = /F$/.test(spec.prefix) ? 'filler' : 'panel';
  return { ...bare(), family, box, parts: [{ kind: 'panel', rect: box }], profile: 'panel' };
};

/**
 * An 8-ft moulding at its true proportions is a hairline in a thumbnail, so it is drawn as a
 * piece about 8 times as long as it is high, with a break mark; the label still gives 96".
 */
export const moulding = (spec: CabinetSpec): FamilyLayout => {
  const profile = MOULDINGS[spec.prefix] ?? 'scribe';
  const shortened = spec.widthIn >= 72;
  const width = shortened ? Math.min(spec.widthIn, Math.max(24, spec.heightIn * 8)) : spec.widthIn;
  const box = rect(0, 0, width, spec.heightIn);
  return { ...bare(), family: 'moulding', box, parts: [{ kind: 'moulding', rect: box, profile }], shortened, profile };
};

/** How much of a shelf's top shows when it is seen from a little above: about a third of its depth. */
const topFace = (depthIn: number): number => Math.max(1, depthIn * 0.3);

/** Wall, base and floating shelves: the front edge with the top face above it. */
export const shelf = (spec: CabinetSpec): FamilyLayout => {
  const topIn = topFace(spec.depthIn);
  const box = rect(0, 0, spec.widthIn, spec.heightIn + topIn);
  return {
    ...bare(),
    family: 'shelf',
    box,
    parts: [{ kind: 'plank', rect: rect(0, topIn, spec.widthIn, spec.heightIn), topIn }],
    profile: 'plank',
  };
};

/** A roll-out tray ships in natural maple: nothing on it takes paint. Drawn in three quarters, sides and back receding. */
export const tray = (spec: CabinetSpec): FamilyLayout => {
  const rise = spec.depthIn * OBLIQUE_RECEDE.y;
  const box = rect(0, 0, spec.widthIn + spec.depthIn * OBLIQUE_RECEDE.x, spec.heightIn + rise);
  return {
    ...bare(),
    family: 'tray',
    box,
    parts: [{ kind: 'tray', rect: rect(0, rise, spec.widthIn, spec.heightIn), depthIn: spec.depthIn }],
    paintable: false,
    profile: 'tray',
  };
};
