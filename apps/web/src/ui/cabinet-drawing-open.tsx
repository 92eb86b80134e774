import type { CabinetLayout, CabinetPart, Rect } from '@rta/domain/drawing/parts';
import {
  BRUSHED_METAL_RGB,
  GLASS_TINT_RGB,
  NATURAL_MAPLE_RGB,
  cabinetShades,
  tint,
  type CabinetShades,
} from '@rta/domain/drawing/paint-shades';
import { Box, LINE, points, Pull, ShakerFront } from './cabinet-drawing-fronts.tsx';
import { Cavity, Part } from './cabinet-drawing-pieces.tsx';

/**
 * The 'open' view: doors swung open on their hinges (seen edge-on, so narrow and flaring toward
 * the viewer), the top drawer pulled out to show its maple box, shelves and turntables inside.
 */

type Door = Extract<CabinetPart, { kind: 'door' }>;
type Drawer = Extract<CabinetPart, { kind: 'drawer' }>;

/** How far an open door reaches sideways, as a share of its width, and how much its far edge flares. */
const SWING = 0.42;
const flare = (door: Rect) => door.h * 0.05;

const swungOutline = (door: Door): [number, number][] => {
  const { x, y, w, h } = door.rect;
  const hingeX = door.hinge === 'left' ? x : x + w;
  const farX = door.hinge === 'left' ? x - w * SWING : x + w + w * SWING;
  const f = flare(door.rect);
  return [
    [hingeX, y],
    [farX, y - f],
    [farX, y + h + f],
    [hingeX, y + h],
  ];
};

function SwungDoor({ door, s }: { door: Door; s: CabinetShades }) {
  const outline = swungOutline(door);
  const { x, y, w, h } = door.rect;
  const hingeX = door.hinge === 'left' ? x : x + w;
  const cupX = hingeX + (door.hinge === 'left' ? -1 : 1) * w * SWING * 0.18;
  // The back of a glass door shows the pane inside its frame.
  const lerp = (t: number, u: number): [number, number] => {
    const [a, b, c, d] = outline;
    if (!a || !b || !c || !d) return [0, 0];
    const top: [number, number] = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    const bottom: [number, number] = [d[0] + (c[0] - d[0]) * t, d[1] + (c[1] - d[1]) * t];
    return [top[0] + (bottom[0] - top[0]) * u, top[1] + (bottom[1] - top[1]) * u];
  };
  const rt = door.rail / w;
  const ru = door.rail / h;
  const pane = [lerp(rt, ru), lerp(1 - rt, ru), lerp(1 - rt, 1 - ru), lerp(rt, 1 - ru)];
  return (
    <g>
      <polygon points={points(outline)} fill={tint(s.face, -0.06)} stroke={s.line} {...LINE} />
      {door.glass && (
        <polygon points={points(pane)} fill={GLASS_TINT_RGB} fillOpacity={0.6} stroke={s.line} {...LINE} />
      )}
      {[0.12, 0.88].map((at) => (
        <ellipse key={at} cx={cupX} cy={y + h * at} rx={Math.min(0.5, w * 0.05)} ry={0.9} fill={BRUSHED_METAL_RGB} />
      ))}
    </g>
  );
}

/** A drawer pulled toward the viewer: its front lower and a touch larger, its maple box behind. */
function PulledDrawer({ drawer, s }: { drawer: Drawer; s: CabinetShades }) {
  const r = drawer.rect;
  const out = Math.min(r.h * 0.45, 3.5);
  const front = { x: r.x - r.w * 0.025, y: r.y + out, w: r.w * 1.05, h: r.h * 1.05 };
  const maple = cabinetShades(NATURAL_MAPLE_RGB);
  const rim = points([
    [front.x + 0.5, front.y],
    [front.x + front.w - 0.5, front.y],
    [r.x + r.w - 0.8, r.y + 0.6],
    [r.x + 0.8, r.y + 0.6],
  ]);
  const floor = points([
    [front.x + 1.1, front.y],
    [front.x + front.w - 1.1, front.y],
    [r.x + r.w - 1.4, r.y + 1.1],
    [r.x + 1.4, r.y + 1.1],
  ]);
  const dx = front.x - r.x;
  const dy = front.y - r.y;
  return (
    <g>
      <polygon points={rim} fill={maple.highlight} stroke={maple.line} {...LINE} />
      <polygon points={floor} fill={maple.recess} stroke={maple.line} {...LINE} />
      <ShakerFront r={front} rail={drawer.rail * 1.05} s={s} />
      <Pull
        bar={{
          ...drawer.pull,
          cx: drawer.pull.cx + dx + (drawer.pull.cx - r.x) * 0.05,
          cy: drawer.pull.cy + dy + (drawer.pull.cy - r.y) * 0.05,
        }}
      />
    </g>
  );
}

/** A shelf inside an opening: its front edge and the top face running back into the box. */
function OpenShelf({ r, opening, s }: { r: Rect; opening: Rect | undefined; s: CabinetShades }) {
  const k = opening ? Math.min(opening.w, opening.h) * 0.14 : 0;
  const top = points([
    [r.x, r.y],
    [r.x + r.w, r.y],
    [r.x + r.w - k, r.y - k * 0.5],
    [r.x + k, r.y - k * 0.5],
  ]);
  return (
    <g>
      <polygon points={top} fill={tint(s.face, -0.12)} />
      <Box r={r} fill={s.highlight} stroke={s.line} />
    </g>
  );
}

/** A lazy susan's revolving shelf on its pole. */
function Turntable({ r, s }: { r: Rect; s: CabinetShades }) {
  const cx = r.x + r.w / 2;
  const cy = r.y + r.h / 2;
  return (
    <g>
      <ellipse cx={cx} cy={cy + 0.7} rx={r.w / 2} ry={r.h / 2} fill={s.shadow} stroke={s.line} {...LINE} />
      <ellipse cx={cx} cy={cy} rx={r.w / 2} ry={r.h / 2} fill={s.highlight} stroke={s.line} {...LINE} />
    </g>
  );
}

const within = (r: Rect, o: Rect) =>
  r.x >= o.x - 0.01 && r.x + r.w <= o.x + o.w + 0.01 && r.y >= o.y - 1 && r.y + r.h <= o.y + o.h + 1;

export function OpenView({ layout, s }: { layout: CabinetLayout; s: CabinetShades }) {
  const drawerTops = layout.parts.flatMap((p) => (p.kind === 'drawer' ? [p.rect.y] : []));
  const firstRow = Math.min(...drawerTops);
  const openings = layout.openings.map((o) => o.rect);
  const poles = layout.openings.filter((o) =>
    layout.parts.some((p) => p.kind === 'turntable' && within(p.rect, o.rect)),
  );
  return (
    <g>
      {layout.faceFrame && <Box r={layout.faceFrame} fill={s.face} stroke={s.line} />}
      {layout.toeKick && <Box r={layout.toeKick} fill={s.interiorBack} />}
      {layout.openings.map((o) =>
        o.holds === 'appliance' ? null : <Cavity key={`${o.rect.x},${o.rect.y}`} r={o.rect} s={s} />,
      )}
      {poles.map((o) => (
        <rect
          key={o.rect.x}
          x={o.rect.x + o.rect.w / 2 - 0.3}
          y={o.rect.y}
          width={0.6}
          height={o.rect.h}
          fill={BRUSHED_METAL_RGB}
        />
      ))}
      {layout.parts.map((part, index) => {
        const key = `${part.kind}-${index}`;
        switch (part.kind) {
          case 'shelf':
            return <OpenShelf key={key} r={part.rect} opening={openings.find((o) => within(part.rect, o))} s={s} />;
          case 'turntable':
            return <Turntable key={key} r={part.rect} s={s} />;
          case 'door':
            return <SwungDoor key={key} door={part} s={s} />;
          case 'pane':
            return null;
          case 'drawer':
            return part.rect.y === firstRow ? (
              <PulledDrawer key={key} drawer={part} s={s} />
            ) : (
              <Part key={key} part={part} s={s} broken={false} />
            );
          default:
            return <Part key={key} part={part} s={s} broken={layout.shortened} />;
        }
      })}
    </g>
  );
}

/** The open view's extent: swung doors reach past the box, and their far edges flare. */
export const openExtent = (layout: CabinetLayout): Rect => {
  const xs = [layout.box.x, layout.box.x + layout.box.w];
  const ys = [layout.box.y, layout.box.y + layout.box.h];
  for (const part of layout.parts) {
    if (part.kind !== 'door') continue;
    for (const [x, y] of swungOutline(part)) {
      xs.push(x);
      ys.push(y);
    }
  }
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
};
