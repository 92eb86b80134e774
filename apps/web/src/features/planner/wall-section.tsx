import { memo, Suspense, useCallback, useMemo, useState } from 'react';
import type { BinderItem } from '@rta/domain/binder/item';
import type { BaseSpace, Opening, Row, UpperSpace, Wall } from '@rta/domain/planner/plan';
import { wallLayout, type RowStarts } from '@rta/domain/planner/layout';
import { formatLength } from '@rta/domain/planner/lengths';
import { Elevation } from '../../ui/elevation/elevation-part.ts';
import { DrawingScroll } from '../../ui/elevation/drawing-scroll.tsx';
import { ElevationPlaceholder } from '../../ui/elevation/elevation-placeholder.tsx';
import { ElevationTable } from '../../ui/elevation/elevation-table.tsx';
import type { RowActions, WallChoice } from './row-list.tsx';
import type { WallValues } from './wall-form.tsx';
import { OpeningForm, RowList, SpaceForm, WallForm } from './editing-parts.tsx';
import button from '../../ui/button.module.css';
import styles from './planner.module.css';

export interface WallActions extends RowActions {
  /** Each answers the message to show at the form's field, or null when done. */
  updateWall: (wallId: string, values: WallValues) => string | null;
  removeWall: (wallId: string) => void;
  addOpening: (wallId: string, opening: Omit<Opening, 'id'>) => string | null;
  removeOpening: (openingId: string) => void;
  addSpace: (wallId: string, row: Row, space: BaseSpace | UpperSpace, width: number) => void;
}

const openingText = (opening: Opening): string =>
  opening.kind === 'window'
    ? `Window ${formatLength(opening.width)} wide, ${formatLength(opening.from)} from the left, sill at ${formatLength(opening.sill)}, ${formatLength(opening.height)} high`
    : `Door ${formatLength(opening.width)} wide, ${formatLength(opening.from)} from the left, ${formatLength(opening.height)} high`;

/** One wall: its drawing and the table that says it, its rows to arrange, its openings and spaces. */
export const WallSection = memo(function WallSection({
  wall,
  walls,
  items,
  actions,
  phone,
  baseStart,
  upperStart,
}: {
  wall: Wall;
  walls: readonly WallChoice[];
  items: ReadonlyMap<string, BinderItem>;
  actions: WallActions;
  phone: boolean;
  /** Where its rows start: past the corner cabinet of the wall before (planner/plan-layout.ts rowStarts). */
  baseStart: number;
  upperStart: number;
}) {
  const [editing, setEditing] = useState(false);
  const start: RowStarts = useMemo(() => ({ base: baseStart, upper: upperStart }), [baseStart, upperStart]);
  const layout = useMemo(() => wallLayout(wall, items, start), [wall, items, start]);
  // The same while the wall is the same one: its forms do not redraw when a piece moves on it.
  const { addOpening, addSpace } = actions;
  const wallId = wall.id;
  const onAddOpening = useCallback((opening: Omit<Opening, 'id'>) => addOpening(wallId, opening), [addOpening, wallId]);
  const onAddSpace = useCallback(
    (row: Row, space: BaseSpace | UpperSpace, width: number) => addSpace(wallId, row, space, width),
    [addSpace, wallId],
  );
  const headingId = `wall-${wall.id}-heading`;
  return (
    <section className={styles.wall} aria-labelledby={headingId}>
      <div className={styles.wallHeader}>
        <h2 id={headingId}>
          {wall.name}{' '}
          <span className={styles.muted}>
            {formatLength(wall.length)} · ceiling {formatLength(wall.ceiling)}
            {wall.joinsNext ? ' · joins the next wall' : ''}
          </span>
        </h2>
        <span className={`${styles.actions} ${styles.screenOnly}`}>
          <button
            type="button"
            className={button.secondary}
            aria-expanded={editing}
            onClick={() => setEditing(!editing)}
          >
            Edit {wall.name}
          </button>
          <button type="button" className={button.link} onClick={() => actions.removeWall(wall.id)}>
            Remove {wall.name}
          </button>
        </span>
      </div>
      {editing && (
        <Suspense fallback={null}>
          <WallForm
            wall={wall}
            defaultName={wall.name}
            onSave={(values) => {
              const message = actions.updateWall(wall.id, values);
              if (message === null) setEditing(false);
              return message;
            }}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      )}
      <figure className={styles.figure}>
        <DrawingScroll wallName={wall.name} phone={phone}>
          <Suspense fallback={<ElevationPlaceholder wall={wall} items={items} start={start} />}>
            <Elevation
              wall={wall}
              items={items}
              start={start}
              title={`Elevation of ${wall.name}, described in the table below`}
            />
          </Suspense>
        </DrawingScroll>
        <figcaption className={styles.tableWrap}>
          <ElevationTable wall={wall} items={items} start={start} />
        </figcaption>
      </figure>
      <div className={`${styles.rows} ${styles.screenOnly}`}>
        <Suspense fallback={null}>
          <RowList row="base" placed={layout.base} wall={wall} walls={walls} actions={actions} phone={phone} />
          <RowList row="upper" placed={layout.upper} wall={wall} walls={walls} actions={actions} phone={phone} />
        </Suspense>
      </div>
      {wall.openings.length > 0 && (
        <ul className={styles.plainList} aria-label={`Windows and doors of ${wall.name}`}>
          {wall.openings.map((opening) => (
            <li key={opening.id}>
              {openingText(opening)}{' '}
              <button
                type="button"
                className={`${button.link} ${styles.screenOnly}`}
                onClick={() => actions.removeOpening(opening.id)}
                aria-label={`Remove this ${opening.kind}: ${openingText(opening)}`}
              >
                Remove this {opening.kind}
              </button>
            </li>
          ))}
        </ul>
      )}
      <details className={`${styles.more} ${styles.screenOnly}`}>
        <summary>Add a window, door or appliance space to {wall.name}</summary>
        <Suspense fallback={null}>
          <OpeningForm wallName={wall.name} onAdd={onAddOpening} />
          <SpaceForm wallName={wall.name} onAdd={onAddSpace} />
        </Suspense>
      </details>
    </section>
  );
});
