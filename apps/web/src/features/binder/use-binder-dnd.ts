import { useEffect, useRef } from 'react';
import {
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { DRAG_SCROLL, edgeScrollStep } from '@rta/domain/binder/drag-scroll';

/** Drop targets: the main binder, and each label. */
export const TOP_ZONE = 'zone:top';
export const labelZone = (labelId: string): string => `zone:label:${labelId}`;
export const zoneLabelId = (zoneId: string): string | null =>
  zoneId.startsWith('zone:label:') ? zoneId.slice('zone:label:'.length) : null;

/**
 * Pointer drags hit the zone under the pointer. Keyboard drags have no pointer: the zone
 * under the dragged item's top edge counts, where the arrow keys put it.
 */
export const collision: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return pointerWithin(args);
  const probe = { x: args.collisionRect.left + 4, y: args.collisionRect.top + 4 };
  return pointerWithin({ ...args, pointerCoordinates: probe });
};

/**
 * Up and Down jump from one drop zone to the next, top to bottom, rather than 25 px at a
 * time. Only the height changes, so when the next zone is out of sight the sensor scrolls
 * the list to it instead of carrying the item off screen.
 */
const zoneByZone: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const down = event.code === KeyboardCode.Down || event.code === KeyboardCode.Right;
  const up = event.code === KeyboardCode.Up || event.code === KeyboardCode.Left;
  if ((!down && !up) || !context.collisionRect) return undefined;
  event.preventDefault();
  const zones = context.droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = context.droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.top - b.rect.top);
  const current = zones.findIndex((zone) => zone.id === context.over?.id);
  const next = zones[current === -1 ? (down ? 0 : zones.length - 1) : current + (down ? 1 : -1)];
  if (!next) return undefined;
  return {
    x: currentCoordinates.x,
    y: currentCoordinates.y + (next.rect.top + KEYBOARD_INSET - context.collisionRect.top),
  };
};

/** How far into a zone a keyboard drag puts the item's top edge; the probe above looks half that deep. */
const KEYBOARD_INSET = 8;

export const useBinderSensors = () =>
  useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: zoneByZone, scrollBehavior: 'auto' }),
  );

/**
 * Spec §4/§9: while a pointer drags within 100 px of the list's top or bottom edge, the
 * list scrolls, up to 15 px every 16 ms. dnd-kit's own auto-scroll works in fractions of
 * the container, so it is switched off and this one used instead. The pointer is followed
 * itself: dnd-kit's drag delta grows as the list scrolls, which would never stop scrolling.
 */
export const useEdgeAutoScroll = (list: React.RefObject<HTMLElement | null>) => {
  const pointerY = useRef<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const follow = useRef((event: PointerEvent) => {
    pointerY.current = event.clientY;
  });

  const stop = () => {
    window.clearInterval(timer.current);
    window.removeEventListener('pointermove', follow.current);
    timer.current = undefined;
    pointerY.current = null;
  };

  const start = (event: DragStartEvent) => {
    // Pointer drags only: a keyboard drag jumps zone to zone and the sensor scrolls it into view.
    if (!(event.activatorEvent instanceof MouseEvent)) return;
    stop();
    pointerY.current = event.activatorEvent.clientY;
    window.addEventListener('pointermove', follow.current);
    timer.current = window.setInterval(() => {
      const element = list.current;
      if (!element || pointerY.current === null) return;
      const { top, bottom } = element.getBoundingClientRect();
      const step = edgeScrollStep(pointerY.current, top, bottom);
      if (step !== 0) element.scrollTop += step;
    }, DRAG_SCROLL.tickMs);
  };

  // A panel closed mid-drag stops scrolling too.
  useEffect(() => stop, []);

  return { start, stop };
};
