import { useMemo, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  MeasuringStrategy,
  useDroppable,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { toast } from 'react-toastify';
import type { BinderItem } from '@rta/domain/binder/item';
import { useBinderStore } from '../../stores/binder-store.ts';
import { useBinderUi } from './binder-ui-store.ts';
import type { DragData } from './drag-handle.tsx';
import { ItemRow } from './item-row.tsx';
import { LabelSection } from './label-section.tsx';
import { MOVE_MESSAGES } from './move-messages.ts';
import { TOP_ZONE, collision, useBinderSensors, useEdgeAutoScroll, zoneLabelId } from './use-binder-dnd.ts';
import styles from './binder.module.css';

const dragged = (data: unknown): BinderItem | undefined => (data as DragData | undefined)?.item;

/** The name of a drop zone for people who hear the drag (spec: accessible drag and drop). */
const zoneName = (over: { data: { current?: Record<string, unknown> } } | null): string | null => {
  if (!over) return null;
  const name = over.data.current?.name;
  return typeof name === 'string' ? `label ${name}` : MOVE_MESSAGES.mainBinder;
};

/** Constant props keep dnd-kit from re-measuring every zone on each change of the binder. */
const MEASURING = { droppable: { strategy: MeasuringStrategy.WhileDragging } };

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${dragged(active.data.current)?.name ?? 'item'}.`,
  onDragOver: ({ active, over }) =>
    `${dragged(active.data.current)?.name ?? 'Item'} is ${over ? `over ${zoneName(over)}` : 'not over a drop area'}.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `${dragged(active.data.current)?.name ?? 'Item'} was dropped in ${zoneName(over)}.`
      : 'The item was dropped outside any drop area.',
  onDragCancel: ({ active }) => `Moving ${dragged(active.data.current)?.name ?? 'the item'} was cancelled.`,
};

function TopZone({ items, mobile, hasLabels }: { items: BinderItem[]; mobile: boolean; hasLabels: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: TOP_ZONE });
  return (
    <section ref={setNodeRef} className={styles.topZone} data-over={isOver} aria-label="Main binder">
      <ul className={styles.items}>
        {items.map((item) => (
          <ItemRow key={item.id} item={item} mobile={mobile} canMove={hasLabels} />
        ))}
      </ul>
      {items.length === 0 && hasLabels && (
        <p className={styles.dropHint}>
          {mobile ? 'Items outside labels appear here.' : 'Drag items here to take them out of a label.'}
        </p>
      )}
    </section>
  );
}

/** The zones, apart from the DndContext: a change of the binder re-draws them, not every draggable. */
function Zones({ mobile }: { mobile: boolean }) {
  const items = useBinderStore((state) => state.items);
  const labels = useBinderStore((state) => state.labels);
  return (
    <>
      <TopZone items={items} mobile={mobile} hasLabels={labels.length > 0} />
      {labels.map((label) => (
        <LabelSection key={label.id} label={label} mobile={mobile} />
      ))}
    </>
  );
}

/**
 * The items and labels, with drag and drop (spec §4 Item moves): a binder item into a
 * label, a label item into another label, or back to the main binder. Pointer or keyboard.
 */
export function BinderList({
  scroller,
  mobile,
  accessibilityContainer,
}: {
  scroller: React.RefObject<HTMLElement | null>;
  mobile: boolean;
  accessibilityContainer: HTMLElement | null;
}) {
  const sensors = useBinderSensors();
  const autoScroll = useEdgeAutoScroll(scroller);
  const [active, setActive] = useState<BinderItem | null>(null);
  const setDragging = useBinderUi((state) => state.setDragging);
  const accessibility = useMemo(
    () => ({
      announcements,
      container: accessibilityContainer ?? undefined,
      screenReaderInstructions: { draggable: MOVE_MESSAGES.instructions },
    }),
    [accessibilityContainer],
  );

  const end = (event: DragEndEvent) => {
    autoScroll.stop();
    setActive(null);
    setDragging(false);
    const item = dragged(event.active.data.current);
    if (!item || !event.over) return;
    try {
      useBinderStore.getState().moveItem(item.id, zoneLabelId(String(event.over.id)));
    } catch {
      toast.error(MOVE_MESSAGES.failed);
      return;
    }
    // The row was drawn again in its new place: give its handle the focus back.
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-drag-handle="${CSS.escape(item.id)}"]`)?.focus(),
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      autoScroll={false}
      measuring={MEASURING}
      accessibility={accessibility}
      onDragStart={(event) => {
        autoScroll.start(event);
        setActive(dragged(event.active.data.current) ?? null);
        setDragging(true);
      }}
      onDragEnd={end}
      onDragCancel={() => {
        autoScroll.stop();
        setActive(null);
        setDragging(false);
      }}
    >
      <Zones mobile={mobile} />
      <DragOverlay dropAnimation={null}>
        {active && (
          <div className={styles.overlay}>
            <strong>{active.name}</strong> {active.type}
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
