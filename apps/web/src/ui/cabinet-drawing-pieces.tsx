import { useId } from 'react';
import { OBLIQUE_RECEDE, type CabinetPart, type MouldingProfile, type Rect } from '@rta/domain/drawing/parts';
import { NATURAL_MAPLE_RGB, cabinetShades, tint, type CabinetShades } from '@rta/domain/drawing/paint-shades';
import { Box, FrontPart, LINE, points } from './cabinet-drawing-fronts.tsx';

/** Inside a box seen from the front: a darker back, and walls that narrow toward it. */
export function Cavity({ r, s }: { r: Rect; s: CabinetShades }) {
  const k = Math.min(r.w, r.h) * 0.14;
  const b = { x: r.x + k, y: r.y + k, w: r.w - 2 * k, h: r.h - 2 * k };
  const [x1, y1, x2, y2, bx2, by2] = [r.x, r.y, r.x + r.w, r.y + r.h, b.x + b.w, b.y + b.h];
  return (
    <g>
      <Box r={r} fill={s.interior} />
      <polygon
        points={points([
          [x1, y1],
          [x2, y1],
          [bx2, b.y],
          [b.x, b.y],
        ])}
        fill={s.deep}
      />
      <polygon
        points={points([
          [x1, y2],
          [x2, y2],
          [bx2, by2],
          [b.x, by2],
        ])}
        fill={tint(s.face, -0.15)}
      />
      <Box r={b} fill={s.interiorBack} />
    </g>
  );
}

/** A fireclay farmhouse sink's apron, where a sink base has its false front. */
function ApronSink({ r }: { r: Rect }) {
  return (
    <g>
      <rect x={r.x} y={r.y} width={r.w} height={r.h} rx={0.6} fill="#f7f6f2" stroke="#b9b5ac" {...LINE} />
      <line x1={r.x + 0.6} x2={r.x + r.w - 0.6} y1={r.y + 1.2} y2={r.y + 1.2} stroke="#d8d4cb" {...LINE} />
    </g>
  );
}

/** Light-and-shade bands of each moulding's face, top to bottom: [start, end, tint]. */
const BANDS: Record<MouldingProfile, readonly (readonly [number, number, number])[]> = {
  crown: [
    [0, 0.1, 0.35],
    [0.1, 0.18, -0.1],
    [0.18, 0.55, -0.2],
    [0.55, 0.64, 0.3],
    [0.64, 0.9, 0.05],
    [0.9, 1, -0.3],
  ],
  'large-crown': [
    [0, 0.08, 0.35],
    [0.08, 0.15, -0.1],
    [0.15, 0.5, -0.22],
    [0.5, 0.58, 0.3],
    [0.58, 0.72, -0.05],
    [0.72, 0.88, 0.1],
    [0.88, 1, -0.3],
  ],
  'light-rail': [
    [0, 0.45, 0.05],
    [0.45, 0.75, -0.18],
    [0.75, 1, -0.32],
  ],
  scribe: [
    [0, 0.5, 0.25],
    [0.5, 1, -0.05],
  ],
  'outside-corner': [
    [0, 0.35, 0.3],
    [0.35, 1, -0.08],
  ],
  valance: [
    [0, 0.15, 0.2],
    [0.15, 1, 0],
  ],
  'toe-kick': [
    [0, 0.12, 0.15],
    [0.12, 1, -0.05],
  ],
};

/** A moulding strip; a shortened one ends in a zigzag break, as a drawing of a long piece does. */
function Moulding({ r, profile, s, broken }: { r: Rect; profile: MouldingProfile; s: CabinetShades; broken: boolean }) {
  const clip = useId();
  const { x, y, w, h } = r;
  const zig = Math.min(h * 0.35, 1.5);
  const right: [number, number][] = broken
    ? [
        [x + w - zig, y],
        [x + w, y + h * 0.33],
        [x + w - zig, y + h * 0.66],
        [x + w, y + h],
      ]
    : [
        [x + w, y],
        [x + w, y + h],
      ];
  // The arched valance is cut away underneath, rising to a third of its height mid-span.
  const outline =
    profile === 'valance'
      ? `M${x} ${y}H${x + w}V${y + h}C${x + w * 0.7} ${y + h * 0.25} ${x + w * 0.3} ${y + h * 0.25} ${x} ${y + h}Z`
      : `M${x} ${y}${right.map(([px, py]) => `L${px} ${py}`).join('')}L${x} ${y + h}Z`;
  return (
    <g>
      <clipPath id={clip}>
        <path d={outline} />
      </clipPath>
      <g clipPath={`url(#${clip})`}>
        {BANDS[profile].map(([from, to, amount]) => (
          <rect
            key={from}
            x={x}
            y={y + h * from}
            width={w}
            height={h * (to - from) + 0.01}
            fill={tint(s.face, amount)}
          />
        ))}
      </g>
      <path d={outline} fill="none" stroke={s.line} {...LINE} />
    </g>
  );
}

/** A shelf seen a little from above: its top face receding behind the front edge. */
function Plank({ r, topIn, s }: { r: Rect; topIn: number; s: CabinetShades }) {
  const k = topIn * 0.5;
  const top = points([
    [r.x, r.y],
    [r.x + r.w, r.y],
    [r.x + r.w - k, r.y - topIn],
    [r.x + k, r.y - topIn],
  ]);
  return (
    <g>
      <polygon points={top} fill={tint(s.face, 0.12)} stroke={s.line} {...LINE} />
      <Box r={r} fill={s.face} stroke={s.line} />
    </g>
  );
}

/** A maple roll-out tray in three quarters: back and left wall seen inside, right wall outside, then the front. */
function Tray({ r, depthIn }: { r: Rect; depthIn: number }) {
  const s = cabinetShades(NATURAL_MAPLE_RGB);
  const [dx, dy] = [depthIn * OBLIQUE_RECEDE.x, -depthIn * OBLIQUE_RECEDE.y];
  const { x, y, w, h } = r;
  const back = (px: number, py: number): [number, number] => [px + dx, py + dy];
  const slot = { x: x + w * 0.35, y: y + h * 0.2, w: w * 0.3, h: Math.min(1.2, h * 0.3) };
  const faces: [string, [number, number][]][] = [
    [s.shadow, [back(x, y), back(x + w, y), back(x + w, y + h), back(x, y + h)]],
    [s.recess, [[x, y], back(x, y), back(x, y + h), [x, y + h]]],
    [s.highlight, [[x, y + h], [x + w, y + h], back(x + w, y + h), back(x, y + h)]],
    [s.shadow, [[x + w, y], back(x + w, y), back(x + w, y + h), [x + w, y + h]]],
  ];
  return (
    <g>
      {faces.map(([fill, face], index) => (
        <polygon key={index} points={points(face)} fill={fill} stroke={s.line} {...LINE} />
      ))}
      <Box r={r} fill={s.face} stroke={s.line} />
      <Box r={slot} fill={s.deep} rx={slot.h / 2} />
    </g>
  );
}

/** A flat board (filler, panel): a bevel of light along the top and left edges. */
function Board({ r, s }: { r: Rect; s: CabinetShades }) {
  const e = Math.min(0.3, r.w * 0.08);
  return (
    <g>
      <Box r={r} fill={s.face} stroke={s.line} />
      <polygon
        points={points([
          [r.x, r.y + r.h],
          [r.x, r.y],
          [r.x + r.w, r.y],
          [r.x + r.w - e, r.y + e],
          [r.x + e, r.y + e],
          [r.x + e, r.y + r.h - e],
        ])}
        fill={s.highlight}
      />
    </g>
  );
}

/** Any part in the front view: appliance openings and accessories here, fronts in FrontPart. */
export function Part({ part, s, broken }: { part: CabinetPart; s: CabinetShades; broken: boolean }) {
  switch (part.kind) {
    case 'appliance':
      return part.appliance === 'apron-sink' ? <ApronSink r={part.rect} /> : <Cavity r={part.rect} s={s} />;
    case 'panel':
      return <Board r={part.rect} s={s} />;
    case 'moulding':
      return <Moulding r={part.rect} profile={part.profile} s={s} broken={broken} />;
    case 'plank':
      return <Plank r={part.rect} topIn={part.topIn} s={s} />;
    case 'tray':
      return <Tray r={part.rect} depthIn={part.depthIn} />;
    default:
      return <FrontPart part={part} s={s} />;
  }
}
