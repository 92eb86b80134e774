import type { CabinetPart, Hardware, Rect } from '@rta/domain/drawing/parts';
import {
  BRUSHED_METAL_EDGE_RGB,
  BRUSHED_METAL_RGB,
  GLASS_TINT_RGB,
  type CabinetShades,
} from '@rta/domain/drawing/paint-shades';

/**
 * The pieces of a cabinet front as SVG, in inches. Strokes keep one screen pixel at any size
 * (non-scaling), so a 120 px thumbnail and a full-size preview both read crisply.
 */
export const LINE = { vectorEffect: 'non-scaling-stroke', strokeWidth: 1 } as const;

export const Box = ({ r, fill, stroke, rx }: { r: Rect; fill: string; stroke?: string; rx?: number }) => (
  <rect x={r.x} y={r.y} width={r.w} height={r.h} fill={fill} stroke={stroke ?? 'none'} rx={rx} {...LINE} />
);

export const points = (list: readonly (readonly [number, number])[]): string =>
  list.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(' ');

/** Brushed-metal bar pull, drawn with its two standoff shadows so it reads as hardware. */
export function Pull({ bar }: { bar: Hardware }) {
  const thick = Math.min(0.55, bar.length * 0.18);
  const vertical = bar.orientation === 'vertical';
  const w = vertical ? thick : bar.length;
  const h = vertical ? bar.length : thick;
  return (
    <rect
      x={bar.cx - w / 2}
      y={bar.cy - h / 2}
      width={w}
      height={h}
      rx={thick / 2}
      fill={BRUSHED_METAL_RGB}
      stroke={BRUSHED_METAL_EDGE_RGB}
      {...LINE}
    />
  );
}

/**
 * A five-piece Shaker front: a frame of rails and stiles around a recessed centre panel. The
 * recess catches shadow along its top and left and light along its bottom and right. With
 * `glass`, the centre is left open for the pane part drawn after it.
 */
export function ShakerFront({
  r,
  rail,
  s,
  glass = false,
}: {
  r: Rect;
  rail: number;
  s: CabinetShades;
  glass?: boolean;
}) {
  const p = { x: r.x + rail, y: r.y + rail, w: r.w - 2 * rail, h: r.h - 2 * rail };
  if (rail <= 0 || p.w <= 0 || p.h <= 0) return <Box r={r} fill={s.face} stroke={s.line} />;
  if (glass) {
    const frame = `M${r.x} ${r.y}h${r.w}v${r.h}h${-r.w}Z M${p.x} ${p.y}v${p.h}h${p.w}v${-p.h}Z`;
    return <path d={frame} fill={s.face} stroke={s.line} fillRule="evenodd" {...LINE} />;
  }
  const edge = Math.min(0.35, rail * 0.3);
  const shadow = points([
    [p.x, p.y + p.h],
    [p.x, p.y],
    [p.x + p.w, p.y],
    [p.x + p.w - edge, p.y + edge],
    [p.x + edge, p.y + edge],
    [p.x + edge, p.y + p.h - edge],
  ]);
  const light = points([
    [p.x + p.w, p.y],
    [p.x + p.w, p.y + p.h],
    [p.x, p.y + p.h],
    [p.x + edge, p.y + p.h - edge],
    [p.x + p.w - edge, p.y + p.h - edge],
    [p.x + p.w - edge, p.y + edge],
  ]);
  return (
    <g>
      <Box r={r} fill={s.face} stroke={s.line} />
      <Box r={p} fill={s.recess} />
      <polygon points={shadow} fill={s.shadow} />
      <polygon points={light} fill={s.highlight} />
    </g>
  );
}

/** Clear glass with a blue cast: the shelves behind show through; one streak of reflection. */
export function Pane({ r }: { r: Rect }) {
  const streak = points([
    [r.x + r.w * 0.15, r.y + r.h],
    [r.x + r.w * 0.3, r.y + r.h],
    [r.x + r.w * 0.85, r.y],
    [r.x + r.w * 0.7, r.y],
  ]);
  return (
    <g>
      <rect x={r.x} y={r.y} width={r.w} height={r.h} fill={GLASS_TINT_RGB} fillOpacity={0.45} />
      <polygon points={streak} fill="#ffffff" fillOpacity={0.35} />
    </g>
  );
}

/** A shelf's front edge, lit from above. */
export const ShelfEdge = ({ r, s }: { r: Rect; s: CabinetShades }) => <Box r={r} fill={s.highlight} stroke={s.line} />;

/** One front-view part; interior parts only show where glass or a gap lets them. */
export function FrontPart({ part, s }: { part: CabinetPart; s: CabinetShades }) {
  switch (part.kind) {
    case 'shelf':
      return <ShelfEdge r={part.rect} s={s} />;
    case 'door':
      return (
        <g>
          <ShakerFront r={part.rect} rail={part.rail} s={s} glass={part.glass} />
          <Pull bar={part.handle} />
        </g>
      );
    case 'pane':
      return <Pane r={part.rect} />;
    case 'drawer':
      return (
        <g>
          <ShakerFront r={part.rect} rail={part.rail} s={s} />
          <Pull bar={part.pull} />
        </g>
      );
    case 'false-front':
      return <ShakerFront r={part.rect} rail={part.rail} s={s} />;
    case 'return': {
      // The short sides of a diagonal corner turn away from the viewer: darker, and tapering.
      const { x, y, w, h } = part.rect;
      const taper = Math.min(1.2, h * 0.04);
      const outline =
        part.side === 'left'
          ? points([
              [x, y + taper],
              [x + w, y],
              [x + w, y + h],
              [x, y + h - taper],
            ])
          : points([
              [x, y],
              [x + w, y + taper],
              [x + w, y + h - taper],
              [x, y + h],
            ]);
      return <polygon points={outline} fill={s.shadow} stroke={s.line} {...LINE} />;
    }
    default:
      return null;
  }
}
