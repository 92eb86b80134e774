import { useDraggable } from '@dnd-kit/core';
import type { BinderItem } from '@rta/domain/binder/item';
import styles from './binder.module.css';

export interface DragData {
  item: BinderItem;
}

/** Where an item is picked up, by pointer or keyboard (Space or Enter, arrows, Space or Enter). */
export function DragHandle({ item }: { item: BinderItem }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: item.id,
    data: { item } satisfies DragData,
  });
  return (
    <button
      type="button"
      // The handle is the draggable node and its own activator. dnd-kit's ref setter is stable;
      // a new ref function each render would unregister and register all 500 handles on every change.
      ref={setNodeRef}
      className={styles.handle}
      data-dragging={isDragging}
      data-drag-handle={item.id}
      {...attributes}
      {...listeners}
      aria-label={`Drag ${item.name}`}
    >
      <svg viewBox="0 0 12 20" width="12" height="20" aria-hidden="true">
        {[4, 10, 16].map((y) => (
          <g key={y}>
            <circle cx="3" cy={y} r="1.6" />
            <circle cx="9" cy={y} r="1.6" />
          </g>
        ))}
      </svg>
    </button>
  );
}
