import { memo, useId, useState } from 'react';
import type { BinderItem } from '@rta/domain/binder/item';
import type { Row } from '@rta/domain/planner/plan';
import { rowOf } from '@rta/domain/planner/pieces';
import button from '../../ui/button.module.css';
import type { WallChoice } from './row-list.tsx';
import styles from './planner.module.css';

const ROW_WORDS: Record<Row, string> = { base: 'base row', upper: 'wall row' };

function UnplacedLine({
  item,
  count,
  row,
  walls,
  onPlace,
}: {
  item: BinderItem;
  count: number;
  row: Row;
  walls: readonly WallChoice[];
  onPlace: (wallId: string, row: Row, itemId: string) => void;
}) {
  const id = useId();
  const [wallId, setWallId] = useState(walls[0]?.id ?? '');
  const wall = walls.find((one) => one.id === wallId) ?? walls[0];
  return (
    <li className={styles.unplaced}>
      <span>
        <strong>{item.name}</strong> {item.type}
        <span className={styles.muted}> · {count} not placed</span>
      </span>
      {walls.length > 1 && (
        <span className={styles.moveTo}>
          <label htmlFor={`${id}-wall`}>Wall for {item.name}</label>
          <select id={`${id}-wall`} value={wall?.id ?? ''} onChange={(event) => setWallId(event.target.value)}>
            {walls.map((one) => (
              <option key={one.id} value={one.id}>
                {one.name}
              </option>
            ))}
          </select>
        </span>
      )}
      {wall && (
        <button type="button" className={button.secondary} onClick={() => onPlace(wall.id, row, item.id)}>
          Place {item.name} on the {ROW_WORDS[row]} of {wall.name}
        </button>
      )}
    </li>
  );
}

interface UnplacedProps {
  pieces: readonly { item: BinderItem; count: number }[];
  walls: readonly WallChoice[];
  onPlace: (wallId: string, row: Row, itemId: string) => void;
}

/** The list redraws when what is left to place changes, not on every edit of the plan (a move). */
const sameList = (a: UnplacedProps, b: UnplacedProps): boolean =>
  a.walls === b.walls &&
  a.onPlace === b.onPlace &&
  a.pieces.length === b.pieces.length &&
  a.pieces.every((one, index) => one.item === b.pieces[index]?.item && one.count === b.pieces[index]?.count);

/** The label's pieces not on any wall yet (each unit of an item's quantity is one piece). */
export const UnplacedList = memo(function UnplacedList({ pieces, walls, onPlace }: UnplacedProps) {
  const placeable = pieces.flatMap((piece) => {
    const row = rowOf(piece.item);
    return row ? [{ ...piece, row }] : [];
  });
  return (
    <section className={styles.panel} aria-labelledby="unplaced-heading">
      <h2 id="unplaced-heading">Not placed yet</h2>
      {placeable.length === 0 ? (
        <p className={styles.muted}>Every cabinet of this room is on a wall.</p>
      ) : walls.length === 0 ? (
        <>
          <p className={styles.muted}>Add a wall to place these.</p>
          <ul className={styles.plainList}>
            {placeable.map(({ item, count }) => (
              <li key={item.id}>
                <strong>{item.name}</strong> {item.type} · {count}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <ul className={styles.plainList}>
          {placeable.map(({ item, count, row }) => (
            <UnplacedLine key={item.id} item={item} count={count} row={row} walls={walls} onPlace={onPlace} />
          ))}
        </ul>
      )}
    </section>
  );
}, sameList);
