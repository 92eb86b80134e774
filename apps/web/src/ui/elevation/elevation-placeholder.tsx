import { useMemo } from 'react';
import type { BinderItem } from '@rta/domain/binder/item';
import type { Wall } from '@rta/domain/planner/plan';
import { wallLayout, type RowStarts } from '@rta/domain/planner/layout';
import { elevationBox } from './elevation-box.ts';
import styles from './elevation.module.css';

/**
 * Where a wall's elevation comes (elevation.tsx, loaded as a part of the page right after its
 * frame): the same box, so nothing moves when the drawing is in, with the wall's outline, and a
 * status text for screen readers meanwhile.
 */
export function ElevationPlaceholder({
  wall,
  items,
  start,
}: {
  wall: Wall;
  items: ReadonlyMap<string, BinderItem>;
  start: RowStarts;
}) {
  const layout = useMemo(() => wallLayout(wall, items, start), [wall, items, start]);
  return (
    <>
      <svg
        className={styles.elevation}
        viewBox={elevationBox(wall, layout).viewBox}
        preserveAspectRatio="xMinYMin meet"
        aria-hidden="true"
        focusable="false"
      >
        <rect className={styles.wall} x={0} y={0} width={wall.length} height={wall.ceiling} />
      </svg>
      <p role="status" className="visually-hidden">
        Drawing {wall.name}…
      </p>
    </>
  );
}
