import { memo, useId, useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Row, Wall } from '@rta/domain/planner/plan';
import type { Placed } from '@rta/domain/planner/layout';
import { formatLength } from '@rta/domain/planner/lengths';
import button from '../../ui/button.module.css';
import styles from './planner.module.css';

/** A wall as a 'Move to wall…' choice: kept while no wall is added, removed or renamed, so a move redraws only its wall. */
export interface WallChoice {
  id: string;
  name: string;
}

export const ROW_TITLES: Record<Row, string> = { base: 'Base row', upper: 'Wall row' };

/** What a row's list does to its slots: each a pure edit of planner/ops.ts, made by the page. */
export interface RowActions {
  /** `name`: what the piece is called, for the message that says what happened. */
  move: (slotId: string, direction: 'left' | 'right', name: string) => void;
  moveTo: (slotId: string, wallId: string, name: string) => void;
  remove: (slotId: string, name: string) => void;
  reorder: (slotId: string, toIndex: number) => void;
}

interface SlotProps {
  placed: Placed;
  index: number;
  count: number;
  wall: Wall;
  walls: readonly WallChoice[];
  actions: RowActions;
  draggable: boolean;
}

/** A line redraws when its piece moves or changes, not when its row is laid out anew. */
const sameLine = (a: SlotProps, b: SlotProps): boolean =>
  a.placed.slot === b.placed.slot &&
  a.placed.label === b.placed.label &&
  a.placed.x === b.placed.x &&
  a.placed.width === b.placed.width &&
  a.index === b.index &&
  a.count === b.count &&
  a.wall.id === b.wall.id &&
  a.walls === b.walls &&
  a.actions === b.actions &&
  a.draggable === b.draggable;

/** One piece or space of a row, with the buttons that move it (the keyboard's and the phone's way). */
const SlotLine = memo(function SlotLine({ placed, index, count, wall, walls, actions, draggable }: SlotProps) {
  const id = useId();
  const [choosing, setChoosing] = useState(false);
  const others = walls.filter((one) => one.id !== wall.id);
  const [target, setTarget] = useState(others[0]?.id ?? '');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: placed.slot.id,
    disabled: !draggable,
  });
  const name = `${placed.label} (${index + 1} of ${count})`;
  return (
    <li
      ref={setNodeRef}
      className={styles.slot}
      data-dragging={isDragging}
      data-slot-id={placed.slot.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {draggable && (
        <button
          type="button"
          className={styles.handle}
          aria-label={`Drag ${name} to reorder`}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      )}
      <span className={styles.slotName}>
        <strong>{placed.label}</strong> {formatLength(placed.width)}
        <span className={styles.muted}> at {formatLength(placed.x)}</span>
      </span>
      <span className={styles.slotButtons}>
        <button
          type="button"
          className={button.secondary}
          aria-label={`Move ${name} left`}
          disabled={index === 0}
          data-action="left"
          onClick={() => actions.move(placed.slot.id, 'left', placed.label)}
        >
          Move left
        </button>
        <button
          type="button"
          className={button.secondary}
          aria-label={`Move ${name} right`}
          disabled={index === count - 1}
          data-action="right"
          onClick={() => actions.move(placed.slot.id, 'right', placed.label)}
        >
          Move right
        </button>
        {others.length > 0 && (
          <button
            type="button"
            className={button.secondary}
            aria-label={`Move ${name} to wall…`}
            aria-expanded={choosing}
            aria-controls={`${id}-to`}
            onClick={() => setChoosing(!choosing)}
          >
            Move to wall…
          </button>
        )}
        <button
          type="button"
          className={button.link}
          aria-label={`Remove ${name} from plan`}
          onClick={() => actions.remove(placed.slot.id, placed.label)}
        >
          Remove from plan
        </button>
      </span>
      {choosing && others.length > 0 && (
        <span id={`${id}-to`} className={styles.moveTo}>
          <label htmlFor={`${id}-wall`}>Move {placed.label} to</label>
          <select id={`${id}-wall`} value={target} onChange={(event) => setTarget(event.target.value)}>
            {others.map((one) => (
              <option key={one.id} value={one.id}>
                {one.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={button.primary}
            onClick={() => {
              setChoosing(false);
              actions.moveTo(placed.slot.id, target || (others[0]?.id ?? ''), placed.label);
            }}
          >
            Move
          </button>
        </span>
      )}
    </li>
  );
}, sameLine);

interface RowProps {
  row: Row;
  placed: readonly Placed[];
  wall: Wall;
  walls: readonly WallChoice[];
  actions: RowActions;
  phone: boolean;
}

/** The same line at each place (sameLine): a move on the wall's other row leaves this one as it was. */
const sameRow = (a: RowProps, b: RowProps): boolean =>
  a.row === b.row &&
  a.wall.id === b.wall.id &&
  a.wall.name === b.wall.name &&
  a.walls === b.walls &&
  a.actions === b.actions &&
  a.phone === b.phone &&
  a.placed.length === b.placed.length &&
  a.placed.every((one, index) => {
    const other = b.placed[index];
    return (
      other !== undefined &&
      one.slot === other.slot &&
      one.label === other.label &&
      one.x === other.x &&
      one.width === other.width
    );
  });

/**
 * A row's pieces and spaces, left to right: reordered by dragging a handle (pointer, or its
 * keyboard mode), and by the buttons beside each (keyboard and phone). On a phone there is no
 * handle: the buttons are the way.
 */
export const RowList = memo(function RowList({ row, placed, wall, walls, actions, phone }: RowProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = placed.findIndex((one) => one.slot.id === over.id);
    if (to >= 0) actions.reorder(String(active.id), to);
  };
  const title = `${ROW_TITLES[row]} of ${wall.name}`;
  if (placed.length === 0) return null;
  return (
    <div className={styles.rowList}>
      <h3>{ROW_TITLES[row]}</h3>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: {
            draggable: `To reorder the ${title}, press space or enter to pick a piece up, the arrow keys to move it, space or enter to put it down.`,
          },
        }}
      >
        <SortableContext items={placed.map((one) => one.slot.id)} strategy={verticalListSortingStrategy}>
          <ol className={styles.slots} aria-label={title}>
            {placed.map((one, index) => (
              <SlotLine
                key={one.slot.id}
                placed={one}
                index={index}
                count={placed.length}
                wall={wall}
                walls={walls}
                actions={actions}
                draggable={!phone}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  );
}, sameRow);
