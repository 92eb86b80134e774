import { memo, useMemo } from 'react';
import { formatColorCode, STYLE_GROUPS, type Category, type StyleGroup } from '@rta/domain/catalogue/catalogue';
import { cabinetLayout, type PreviewView } from '@rta/domain/drawing/layout';
import type { CabinetLayout, Rect } from '@rta/domain/drawing/parts';
import { cabinetSide } from '@rta/domain/drawing/side';
import { cabinetShades, NATURAL_MAPLE_RGB, type CabinetShades } from '@rta/domain/drawing/paint-shades';
import { Box, LINE } from './cabinet-drawing-fronts.tsx';
import { ObliqueView, obliqueExtent } from './cabinet-drawing-oblique.tsx';
import { OpenView, openExtent } from './cabinet-drawing-open.tsx';
import { Part } from './cabinet-drawing-pieces.tsx';
import { SideView } from './cabinet-drawing-side.tsx';
import styles from './cabinet-drawing.module.css';

export interface CabinetDrawingProps {
  name: string;
  measure: string;
  category: Category;
  type: string;
  variation: string;
  glassDoor: boolean;
  /** The row's style group: Slim Shaker doors have slimmer rails. Unknown groups draw as Shaker. */
  group?: string;
  /** A paint colour; `code` (optional) is shown in the label as 'SW <code>'. Null draws natural maple. */
  color?: { rgb: string; name: string; code?: string } | null;
  view?: PreviewView;
  /** Pixels along the drawing's longer side. */
  size?: number;
  /** In a list whose text already names the cabinet, the drawing is hidden from assistive tech. */
  decorative?: boolean;
}

export const asGroup = (group: string | undefined): StyleGroup | undefined =>
  STYLE_GROUPS.find((known) => known === group);

/** 'Base Cabinets' → 'Base cabinet', 'Vanity Sink Bases' → 'Vanity sink base', for the label. */
const singular = (type: string): string => {
  const words = type
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/^(Cabinet|Base|Drawer|Filler|Panel|Shelve|Tray)s$/i, '$1'));
  const text = words.join(' ').replace(/Shelve\b/i, 'Shelf');
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
};

const VIEW_WORDS: Record<PreviewView, string> = { front: '', open: ', shown open', side: ', side view' };

/** Accessories have nothing to open: their third view is a three-quarter view (trays excepted, drawn from the front). */
type Drawn = 'front' | 'open' | 'side' | 'oblique';
const drawnView = (layout: CabinetLayout, view: PreviewView): Drawn =>
  view !== 'open' || layout.faceFrame !== null ? view : layout.profile === 'tray' ? 'front' : 'oblique';

const padded = (r: Rect): Rect => {
  const pad = Math.max(r.w, r.h) * 0.02;
  return { x: r.x - pad, y: r.y - pad, w: r.w + 2 * pad, h: r.h + 2 * pad };
};

/**
 * A lazy susan's two doors meet at an inside corner: the right-hand face turns away from the
 * viewer and falls into shade, which is what tells a shopper it is a corner cabinet.
 */
const CornerShade = ({ frame }: { frame: Rect }) => (
  <rect x={frame.x + frame.w / 2} y={frame.y} width={frame.w / 2} height={frame.h} fill="#000000" fillOpacity={0.14} />
);

/** The cabinet's front, in inches from its box's corner: the drawing's, and a room plan's elevation (ui/cabinet-front.tsx). */
export function FrontView({ layout, s }: { layout: CabinetLayout; s: CabinetShades }) {
  const frameBottom = layout.faceFrame ? layout.faceFrame.y + layout.faceFrame.h : layout.box.h;
  return (
    <g>
      {layout.faceFrame && <Box r={layout.faceFrame} fill={s.face} stroke={s.line} />}
      {layout.toeKick && <Box r={layout.toeKick} fill={s.interiorBack} />}
      {layout.openings.map((o) =>
        o.holds === 'appliance' ? null : <Box key={`${o.rect.x},${o.rect.y}`} r={o.rect} fill={s.interiorBack} />,
      )}
      {layout.parts.map((part, index) => (
        <Part key={`${part.kind}-${index}`} part={part} s={s} broken={layout.shortened} />
      ))}
      {layout.family === 'lazy-susan' && layout.faceFrame && <CornerShade frame={layout.faceFrame} />}
      {layout.seams.map((x) => (
        <line key={x} x1={x} x2={x} y1={0} y2={frameBottom} stroke={s.line} {...LINE} strokeWidth={1.5} />
      ))}
    </g>
  );
}

/**
 * A cabinet drawn from its SKU (spec §2 paint-mode preview): never a photograph. The viewBox is
 * in inches, so the drawing has the cabinet's proportions; it is filled with the paint's RGB and
 * shaded from it. Cheap enough for 50 thumbnails: plain shapes, no filters, layout memoised.
 */
export const CabinetDrawing = memo(function CabinetDrawing({
  name,
  measure,
  category,
  type,
  variation,
  glassDoor,
  group,
  color = null,
  view = 'front',
  size = 160,
  decorative = false,
}: CabinetDrawingProps) {
  const styleGroup = asGroup(group);
  const layout = useMemo(
    () => cabinetLayout({ name, measure, category, type, variation, glassDoor, group: styleGroup }),
    [name, measure, category, type, variation, glassDoor, styleGroup],
  );
  const drawn = drawnView(layout, view);
  const side = useMemo(() => (drawn === 'side' || drawn === 'oblique' ? cabinetSide(layout) : null), [drawn, layout]);
  const s = useMemo(
    () => cabinetShades(layout.paintable ? color?.rgb : NATURAL_MAPLE_RGB),
    [layout.paintable, color?.rgb],
  );

  const extent = padded(
    side
      ? drawn === 'oblique'
        ? obliqueExtent(layout, side)
        : side.box
      : drawn === 'open'
        ? openExtent(layout)
        : layout.box,
  );
  const scale = size / Math.max(extent.w, extent.h);
  const shownName = layout.glassDoor ? `${layout.sku}GD` : layout.sku;
  const finish = color ? `painted ${color.name}${color.code ? ` (${formatColorCode(color.code)})` : ''}` : 'unfinished';
  const label = `${shownName} ${singular(type)}, ${measure}, ${finish}${drawn === 'oblique' ? ', three-quarter view' : VIEW_WORDS[view]}`;

  return (
    <svg
      className={styles.drawing}
      viewBox={[extent.x, extent.y, extent.w, extent.h].map((n) => Number(n.toFixed(2))).join(' ')}
      width={Math.round(extent.w * scale)}
      height={Math.round(extent.h * scale)}
      {...(decorative ? { 'aria-hidden': true, focusable: false } : { role: 'img', 'aria-label': label })}
    >
      {side ? (
        drawn === 'oblique' ? (
          <ObliqueView layout={layout} side={side} s={s} />
        ) : (
          <SideView side={side} s={s} />
        )
      ) : drawn === 'open' ? (
        <OpenView layout={layout} s={s} />
      ) : (
        <FrontView layout={layout} s={s} />
      )}
    </svg>
  );
});
