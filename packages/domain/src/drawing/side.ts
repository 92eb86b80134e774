import { rect, type CabinetLayout, type MouldingProfile, type Rect } from './parts.ts';
import { TOE_KICK_IN } from './sections.ts';

/**
 * The side view of the paint-mode preview: the finished end panel seen from the right, so the
 * shopper sees the depth. x runs from the back wall (0) to the front; doors and pulls stand proud
 * of the face frame. Accessories show their cross-section (a crown's profile, a shelf's edge).
 */

export type Point = readonly [number, number];

export interface SideView {
  /** The drawing's extent in inches. */
  box: Rect;
  /** The end panel, or an accessory's cross-section. */
  outline: Point[];
  /** The face frame's edge along the front of the end panel. */
  frameEdge: Rect | null;
  /** Door and drawer fronts, ¾" thick, in front of the frame. */
  fronts: Rect[];
  /** Pulls and handles standing off the fronts. */
  hardware: Rect[];
}

/** Toe kicks are recessed 3" under the box. */
const TOE_KICK_DEPTH_IN = 3;
const FRONT_THICKNESS_IN = 0.75;
const FRAME_THICKNESS_IN = 0.75;
const PULL_STANDOFF_IN = 1.1;

const box = (w: number, h: number): Point[] => [
  [0, 0],
  [w, 0],
  [w, h],
  [0, h],
];

/** A sprung crown: a band running up and forward, with an S-shaped (ogee) face. */
const crownSection = (d: number, h: number): Point[] => {
  const band = Math.min(0.8, d * 0.35);
  const face: Point[] = Array.from({ length: 13 }, (_, index) => {
    const t = index / 12;
    const x = d - t * (d - band) + Math.sin(t * 2 * Math.PI) * d * 0.12;
    return [Math.min(d, Math.max(0, x)), t * h] as const;
  });
  return [[0, h], [0, h - band], [d - band, 0], ...face];
};

const profileSection = (profile: MouldingProfile, d: number, h: number): Point[] => {
  switch (profile) {
    case 'crown':
    case 'large-crown':
      return crownSection(d, h);
    case 'light-rail':
      // A flat back with a cove run along the front bottom edge.
      return [
        [0, 0],
        [d, 0],
        [d, h * 0.45],
        ...Array.from({ length: 6 }, (_, i): Point => {
          const a = (i / 5) * (Math.PI / 2);
          return [d - d * 0.6 * (1 - Math.cos(a)), h * 0.45 + h * 0.55 * Math.sin(a)];
        }),
        [0, h],
      ];
    case 'outside-corner': {
      const t = Math.min(d, h) * 0.3;
      return [
        [0, 0],
        [d, 0],
        [d, h],
        [d - t, h],
        [d - t, t],
        [0, t],
      ];
    }
    case 'scribe':
      return [
        [0, 0],
        [d * 0.5, 0],
        [d, h * 0.5],
        [d, h],
        [0, h],
      ];
    default:
      return box(d, h);
  }
};

export const cabinetSide = (layout: CabinetLayout): SideView => {
  const { depthIn: d, heightIn: h } = layout;
  if (layout.faceFrame === null) {
    const outline =
      layout.profile === 'tray'
        ? ([
            [0, 0],
            [d - 2, 0],
            [d, h * 0.5],
            [d, h],
            [0, h],
          ] as Point[])
        : layout.profile === 'plank' || layout.profile === 'panel' || layout.profile === null
          ? box(d, h)
          : profileSection(layout.profile, d, h);
    return { box: rect(0, 0, d, h), outline, frameEdge: null, fronts: [], hardware: [] };
  }
  const front = d;
  const kick = layout.toeKick !== null;
  const bottom = kick ? h - TOE_KICK_IN : h;
  const outline: Point[] = kick
    ? [
        [0, 0],
        [front, 0],
        [front, bottom],
        [front - TOE_KICK_DEPTH_IN, bottom],
        [front - TOE_KICK_DEPTH_IN, h],
        [0, h],
      ]
    : box(front, h);
  const fronts: Rect[] = [];
  const hardware: Rect[] = [];
  for (const part of layout.parts) {
    if (part.kind !== 'door' && part.kind !== 'drawer' && part.kind !== 'false-front') continue;
    // Fronts side by side overlap in this view; one edge per height range is enough.
    if (!fronts.some((f) => f.y === part.rect.y && f.h === part.rect.h)) {
      fronts.push(rect(front, part.rect.y, FRONT_THICKNESS_IN, part.rect.h));
    }
    const bar = part.kind === 'door' ? part.handle : part.kind === 'drawer' ? part.pull : null;
    if (bar) {
      const tall = bar.orientation === 'vertical' ? bar.length : 0.5;
      hardware.push(rect(front + FRONT_THICKNESS_IN, bar.cy - tall / 2, PULL_STANDOFF_IN, tall));
    }
  }
  return {
    box: rect(0, 0, front + FRONT_THICKNESS_IN + PULL_STANDOFF_IN, h),
    outline,
    frameEdge: rect(front - FRAME_THICKNESS_IN, 0, FRAME_THICKNESS_IN, bottom),
    fronts,
    hardware,
  };
};
