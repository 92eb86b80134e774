import { memo, useMemo } from 'react';
import type { BinderItem } from '@rta/domain/binder/item';
import type { Opening, Wall } from '@rta/domain/planner/plan';
import { wallLayout, type Placed, type RowStarts } from '@rta/domain/planner/layout';
import { formatLength } from '@rta/domain/planner/lengths';
import { CabinetFront } from '../cabinet-front.tsx';
import { itemDrawing } from '../drawing-of.ts';
import { elevationBox, MARGIN, TIER } from './elevation-box.ts';
import styles from './elevation.module.css';

/*
 * A wall's elevation (issue 22), to scale: the drawing's units are inches, with the floor at
 * y = ceiling and the wall's left end at x = 0. Each cabinet is the store's drawing of its SKU in
 * its paint; spaces and openings are outlined and named; dimension lines give each piece, each
 * row's total and the wall; what is left of a row is hatched, what runs past the wall is red.
 * It takes a wall and the items its pieces name, nothing from a store: the staff's order pages
 * draw a plan with it too. The text alternative is ElevationTable (elevation-table.tsx).
 */

export interface ElevationProps {
  wall: Wall;
  /** The items the wall's pieces name, by id (planner/layout.ts itemsById). */
  items: ReadonlyMap<string, BinderItem>;
  /** What the drawing is called for assistive tech; its table says the rest. */
  title?: string;
  /** The slot to mark (the one being moved). */
  highlight?: string | null;
  /**
   * Where each row starts: past the corner cabinet of the wall before, when that wall joins this
   * one (planner/plan-layout.ts rowStarts); the wall's left end when absent.
   */
  start?: RowStarts;
}

const AT_LEFT_END: RowStarts = { base: 0, upper: 0 };

/** A dimension line: redrawn only when its numbers change (a move changes two pieces' only). */
const Dimension = memo(function Dimension({
  from,
  to,
  y,
  text,
  size,
}: {
  from: number;
  to: number;
  y: number;
  text: string;
  size: number;
}) {
  return (
    <g className={styles.dimension}>
      <line x1={from} x2={to} y1={y} y2={y} />
      <line x1={from} x2={from} y1={y - 1.5} y2={y + 1.5} />
      <line x1={to} x2={to} y1={y - 1.5} y2={y + 1.5} />
      <text x={(from + to) / 2} y={y - 0.8} fontSize={size} textAnchor="middle">
        {text}
      </text>
    </g>
  );
});

/** A piece redraws when where it stands or what it is changes, not when its row is laid out anew. */
const samePlace = (a: PieceProps, b: PieceProps): boolean =>
  a.placed.slot === b.placed.slot &&
  a.placed.item === b.placed.item &&
  a.placed.x === b.placed.x &&
  a.placed.width === b.placed.width &&
  a.placed.bottom === b.placed.bottom &&
  a.placed.height === b.placed.height &&
  a.placed.label === b.placed.label &&
  a.ceiling === b.ceiling &&
  a.size === b.size &&
  a.highlight === b.highlight;

interface PieceProps {
  placed: Placed;
  ceiling: number;
  size: number;
  highlight: boolean;
}

const PieceDrawing = memo(function PieceDrawing({ placed, ceiling, size, highlight }: PieceProps) {
  const y = ceiling - placed.bottom - placed.height;
  return (
    <g data-slot={placed.slot.id} className={highlight ? styles.highlight : undefined}>
      {placed.item ? (
        <CabinetFront {...itemDrawing(placed.item)} x={placed.x} y={y} width={placed.width} height={placed.height} />
      ) : (
        <>
          <rect className={styles.space} x={placed.x} y={y} width={placed.width} height={placed.height} />
          <text
            className={styles.spaceText}
            x={placed.x + placed.width / 2}
            y={y + placed.height / 2}
            fontSize={size}
            textAnchor="middle"
            dominantBaseline="middle"
          >
            {placed.label}
          </text>
        </>
      )}
      {highlight && (
        <rect className={styles.highlightBox} x={placed.x} y={y} width={placed.width} height={placed.height} />
      )}
    </g>
  );
}, samePlace);

const OpeningDrawing = ({ opening, ceiling, size }: { opening: Opening; ceiling: number; size: number }) => {
  const y = ceiling - opening.sill - opening.height;
  return (
    <g className={opening.kind === 'window' ? styles.window : styles.door}>
      <rect x={opening.from} y={y} width={opening.width} height={opening.height} />
      <text x={opening.from + opening.width / 2} y={y - size * 0.4} fontSize={size * 0.8} textAnchor="middle">
        {opening.kind === 'window' ? 'Window' : 'Door'}
      </text>
    </g>
  );
};

/** The room the wall before's corner cabinet takes at this wall's left end. */
const CornerTaken = ({ x, top, height, size }: { x: number; top: number; height: number; size: number }) => (
  <g className={styles.corner}>
    <rect x={0} y={top} width={x} height={height} />
    <text x={x / 2} y={top + height / 2} fontSize={size * 0.8} textAnchor="middle" dominantBaseline="middle">
      Corner
    </text>
  </g>
);

/** What is left of a row (hatched, with its width), or what runs past the wall (red). */
const RowEnd = ({
  end,
  length,
  top,
  height,
  size,
}: {
  end: number;
  length: number;
  top: number;
  height: number;
  size: number;
}) => {
  if (end === length || height <= 0) return null;
  const over = end > length;
  const from = Math.min(end, length);
  const width = Math.abs(length - end);
  return (
    <g className={over ? styles.over : styles.gap}>
      <rect x={from} y={top} width={width} height={height} />
      <text x={from + width / 2} y={top + height / 2} fontSize={size} textAnchor="middle" dominantBaseline="middle">
        {over ? `${formatLength(width)} over` : `${formatLength(width)} left`}
      </text>
    </g>
  );
};

export const Elevation = memo(function Elevation({
  wall,
  items,
  title,
  highlight = null,
  start = AT_LEFT_END,
}: ElevationProps) {
  const { base: baseStart, upper: upperStart } = start;
  const layout = useMemo(
    () => wallLayout(wall, items, { base: baseStart, upper: upperStart }),
    [wall, items, baseStart, upperStart],
  );
  const { length, ceiling } = wall;
  const { right, size, below, viewBox } = elevationBox(wall, layout);
  const baseTop = Math.max(0, ...layout.base.filter((p) => !p.spansBoth).map((p) => p.bottom + p.height));
  const upper = layout.upper;
  const upperBottom = upper.length > 0 ? Math.min(...upper.map((p) => p.bottom)) : 54;
  const upperTop = upper.length > 0 ? Math.max(...upper.map((p) => p.bottom + p.height)) : 84;

  return (
    <svg
      className={styles.elevation}
      viewBox={viewBox}
      role="img"
      aria-label={title ?? `Elevation of ${wall.name}`}
      preserveAspectRatio="xMinYMin meet"
    >
      <rect className={styles.wall} x={0} y={0} width={length} height={ceiling} />
      {baseStart > 0 && <CornerTaken x={baseStart} top={ceiling - 34.5} height={34.5} size={size} />}
      {upperStart > 0 && (
        <CornerTaken x={upperStart} top={ceiling - upperTop} height={upperTop - upperBottom} size={size} />
      )}
      {[...layout.base, ...upper].map((placed) => (
        <PieceDrawing
          key={placed.slot.id}
          placed={placed}
          ceiling={ceiling}
          size={size}
          highlight={placed.slot.id === highlight}
        />
      ))}
      {layout.base.length > 0 && (
        <RowEnd end={layout.baseEnd} length={length} top={ceiling - baseTop} height={baseTop} size={size} />
      )}
      {upper.length > 0 && (
        <RowEnd
          end={layout.upperEnd}
          length={length}
          top={ceiling - upperTop}
          height={upperTop - upperBottom}
          size={size}
        />
      )}
      {/* Over the cabinets, see-through: what stands in front of a window or door shows. */}
      {wall.openings.map((opening) => (
        <OpeningDrawing key={opening.id} opening={opening} ceiling={ceiling} size={size} />
      ))}
      <line className={styles.floor} x1={-MARGIN} x2={right + MARGIN} y1={ceiling} y2={ceiling} />
      {layout.base.map((placed) => (
        <Dimension
          key={placed.slot.id}
          from={placed.x}
          to={placed.x + placed.width}
          y={below + TIER - 2}
          text={formatLength(placed.width)}
          size={size * 0.8}
        />
      ))}
      {layout.base.length > 0 && (
        <Dimension
          from={0}
          to={layout.baseEnd}
          y={below + 2 * TIER - 2}
          text={`Base row ${formatLength(layout.baseEnd)}`}
          size={size * 0.8}
        />
      )}
      <Dimension
        from={0}
        to={length}
        y={below + 3 * TIER - 2}
        text={`${wall.name} ${formatLength(length)}`}
        size={size}
      />
      {upper.map((placed) => (
        <Dimension
          key={placed.slot.id}
          from={placed.x}
          to={placed.x + placed.width}
          y={-TIER + 2}
          text={formatLength(placed.width)}
          size={size * 0.8}
        />
      ))}
      {upper.length > 0 && (
        <Dimension
          from={0}
          to={layout.upperEnd}
          y={-2 * TIER + 2}
          text={`Wall row ${formatLength(layout.upperEnd)}`}
          size={size * 0.8}
        />
      )}
    </svg>
  );
});
