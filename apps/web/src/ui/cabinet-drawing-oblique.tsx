import { OBLIQUE_RECEDE, type CabinetLayout, type Rect } from '@rta/domain/drawing/parts';
import type { Point, SideView } from '@rta/domain/drawing/side';
import { tint, type CabinetShades } from '@rta/domain/drawing/paint-shades';
import { LINE, points } from './cabinet-drawing-fronts.tsx';

/**
 * An accessory has nothing to open, so its third view is a three-quarter view: its cross-section
 * (from the side view) run along its length in oblique projection. A crown shows its profile at
 * the cut end, a panel its thickness, a shelf its top and front edge.
 */

const { x: RECEDE_X, y: RECEDE_Y } = OBLIQUE_RECEDE;

const project = (length: number, depth: number, [px, py]: Point): [number, number] => [
  length + (depth - px) * RECEDE_X,
  py - (depth - px) * RECEDE_Y,
];

const lengthOf = (layout: CabinetLayout) => layout.box.w;

export const obliqueExtent = (layout: CabinetLayout, side: SideView): Rect => {
  const { w: d, h } = side.box;
  const reach = d * RECEDE_X;
  const rise = d * RECEDE_Y;
  return { x: 0, y: -rise, w: lengthOf(layout) + reach, h: h + rise };
};

const signedArea = (outline: Point[]) =>
  outline.reduce((sum, [x1, y1], i) => {
    const [x2, y2] = outline[(i + 1) % outline.length] ?? [x1, y1];
    return sum + (x1 * y2 - x2 * y1);
  }, 0) / 2;

export function ObliqueView({ layout, side, s }: { layout: CabinetLayout; side: SideView; s: CabinetShades }) {
  const { outline } = side;
  const d = side.box.w;
  const length = lengthOf(layout);
  // y points down, so a positive area means the outline runs clockwise on screen.
  const clockwise = signedArea(outline) > 0;
  const faces = outline.flatMap((a, i) => {
    const b = outline[(i + 1) % outline.length];
    if (!b) return [];
    const [ex, ey] = [b[0] - a[0], b[1] - a[1]];
    const norm = Math.hypot(ex, ey) || 1;
    // Outward normal in profile space: +x toward the room, -y up.
    const [nx, ny] = clockwise ? [-ey / norm, ex / norm] : [ey / norm, -ex / norm];
    // We look from the front and above: faces turned back or down are hidden.
    if (nx - ny <= 0) return [];
    const shade = ny < -0.5 ? 0.25 : ny > 0.3 ? -0.3 : -0.12 * ny;
    const quad = [project(0, d, a), project(0, d, b), project(length, d, b), project(length, d, a)];
    return [{ quad, shade, back: d - (a[0] + b[0]) / 2 }];
  });
  faces.sort((p, q) => q.back - p.back);
  const cap = outline.map((p) => project(length, d, p));
  return (
    <g>
      {faces.map(({ quad, shade }, index) => (
        <polygon
          key={index}
          points={points(quad)}
          fill={tint(s.face, shade)}
          stroke={s.line}
          strokeLinejoin="round"
          {...LINE}
        />
      ))}
      <polygon points={points(cap)} fill={tint(s.face, -0.08)} stroke={s.line} strokeLinejoin="round" {...LINE} />
    </g>
  );
}
