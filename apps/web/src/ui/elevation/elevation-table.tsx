import { memo, useMemo } from 'react';
import type { BinderItem } from '@rta/domain/binder/item';
import type { Wall } from '@rta/domain/planner/plan';
import { wallLayout, type Placed, type RowStarts } from '@rta/domain/planner/layout';
import { formatLength } from '@rta/domain/planner/lengths';
import styles from './elevation.module.css';

const AT_LEFT_END: RowStarts = { base: 0, upper: 0 };

const ROW_NAMES = { base: 'Base row', upper: 'Wall row' } as const;

const rowEnd = (end: number, length: number): string => {
  if (end === length) return 'fits exactly';
  return end < length ? `${formatLength(length - end)} left` : `${formatLength(end - length)} too long`;
};

interface LineProps {
  placed: Placed;
  row: keyof typeof ROW_NAMES;
}

/** A piece's line redraws when what it says changes (a move changes two lines), not on each layout of its wall. */
const sameText = (a: LineProps, b: LineProps): boolean =>
  a.row === b.row &&
  a.placed.label === b.placed.label &&
  a.placed.x === b.placed.x &&
  a.placed.width === b.placed.width;

const Line = memo(function Line({ placed, row }: LineProps) {
  return (
    <tr>
      <td>{ROW_NAMES[row]}</td>
      <th scope="row">{placed.label}</th>
      <td>{formatLength(placed.x)}</td>
      <td>{formatLength(placed.width)}</td>
    </tr>
  );
}, sameText);

/**
 * The elevation said as a table (its text alternative, and the printed sheet's list): each row's
 * pieces left to right with where each starts and its width, then each row's total and what is
 * left of the wall.
 */
export const ElevationTable = memo(function ElevationTable({
  wall,
  items,
  start = AT_LEFT_END,
  className = styles.table,
}: {
  wall: Wall;
  items: ReadonlyMap<string, BinderItem>;
  /** As the elevation's (elevation.tsx). */
  start?: RowStarts;
  /** The page's own table style (the staff's printed sheet's); the drawing's by default. */
  className?: string;
}) {
  const { base: baseStart, upper: upperStart } = start;
  const layout = useMemo(
    () => wallLayout(wall, items, { base: baseStart, upper: upperStart }),
    [wall, items, baseStart, upperStart],
  );
  const empty = layout.base.length === 0 && layout.upper.length === 0;
  return (
    <table className={className}>
      <caption>
        {wall.name}: {formatLength(wall.length)} long, ceiling {formatLength(wall.ceiling)}
      </caption>
      <thead>
        <tr>
          <th scope="col">Row</th>
          <th scope="col">Piece</th>
          <th scope="col">From the left</th>
          <th scope="col">Width</th>
        </tr>
      </thead>
      <tbody>
        {empty && (
          <tr>
            <td colSpan={4}>Nothing placed on this wall yet.</td>
          </tr>
        )}
        {layout.base.map((placed) => (
          <Line key={placed.slot.id} placed={placed} row="base" />
        ))}
        {layout.upper.map((placed) => (
          <Line key={placed.slot.id} placed={placed} row="upper" />
        ))}
      </tbody>
      {!empty && (
        <tfoot>
          {layout.base.length > 0 && (
            <tr>
              <th scope="row" colSpan={3}>
                Base row total ({rowEnd(layout.baseEnd, wall.length)})
              </th>
              <td>{formatLength(layout.baseEnd)}</td>
            </tr>
          )}
          {layout.upper.length > 0 && (
            <tr>
              <th scope="row" colSpan={3}>
                Wall row total ({rowEnd(layout.upperEnd, wall.length)})
              </th>
              <td>{formatLength(layout.upperEnd)}</td>
            </tr>
          )}
        </tfoot>
      )}
    </table>
  );
});
