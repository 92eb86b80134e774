import { memo, Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import * as ops from '@rta/domain/planner/ops';
import type { Row } from '@rta/domain/planner/plan';
import { PLAN_LIMITS, PLAN_MESSAGES } from '@rta/domain/planner/plan-constants';
import { itemsById } from '@rta/domain/planner/layout';
import { rowStarts } from '@rta/domain/planner/plan-layout';
import { unplacedPieces } from '@rta/domain/planner/reconcile';
import { MOBILE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { notify } from '../../lib/notify.ts';
import { plannerPrintPath } from '../../config/paths.ts';
import { useRoom, type Room } from './use-room.ts';
import { useBinderRead } from './use-binder-read.ts';
import { WallForm } from './editing-parts.tsx';
import type { WallValues } from './wall-form.tsx';
import { WallSection, type WallActions } from './wall-section.tsx';
import type { WallChoice } from './row-list.tsx';
import { UnplacedList } from './unplaced-list.tsx';
import { ChecksPlaceholder } from './plan-checks.tsx';
import { lazyPart } from '../../lib/lazy-part.ts';
import { UnknownRoom } from './unknown-room.tsx';
import page from '../../ui/page.module.css';
import styles from './planner.module.css';

/**
 * The checks and 'Add what this room needs', with the catalogue's queries: asked for as the page's
 * module runs, shown right after its frame (the walls, their forms and lists, what is not placed).
 */
const RoomChecks = lazyPart(import('./room-checks.tsx'), 'RoomChecks');

/** 'Wall A', 'Wall B', … the name the next wall gets unless the shopper names it. */
const nextWallName = (count: number): string =>
  count < 26 ? `Wall ${String.fromCharCode(65 + count)}` : `Wall ${count + 1}`;

/** The walls' ids and names, the same list while they stay the same (their JSON is the key). */
const wallChoices = (key: string): WallChoice[] =>
  (JSON.parse(key) as [string, string][]).map(([id, name]) => ({ id, name }));

/** After a move, the same button of the moved piece has the focus again (or the row, at its end), scrolled into view if it left it. */
const refocus = (slotId: string, action: string) =>
  window.requestAnimationFrame(() => {
    const line = document.querySelector<HTMLElement>(`[data-slot-id="${CSS.escape(slotId)}"]`);
    const wanted = line?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`);
    const other = line?.querySelector<HTMLButtonElement>(`[data-action="${action === 'left' ? 'right' : 'left'}"]`);
    const target = wanted && !wanted.disabled ? wanted : other;
    if (target && document.activeElement !== target) target.focus();
  });

/** An edit that no field shows: its refusal, should there be one, is a toast. */
const told = (message: string | null): boolean => {
  if (message) notify.error(message);
  return message === null;
};

const useWallActions = (edit: Room['edit'], say: (text: string) => void): WallActions =>
  useMemo(
    () => ({
      move: (slotId, direction, name) => {
        if (!told(edit((plan) => ops.moveSlot(plan, slotId, direction)))) return;
        // React moves the piece's line in its commit (after this handler): a focused element taken
        // out of the page there costs a style and layout in the middle of the commit; blurred now,
        // while the page is laid out, it costs little, and refocus puts the focus back.
        (document.activeElement as HTMLElement | null)?.blur();
        say(`${name} moved ${direction}.`);
        refocus(slotId, direction);
      },
      moveTo: (slotId, wallId, name) => {
        if (!told(edit((plan) => ops.moveSlotTo(plan, slotId, wallId)))) return;
        say(`${name} moved to the other wall.`);
        refocus(slotId, 'left');
      },
      remove: (slotId, name) => {
        if (!told(edit((plan) => ops.removeSlot(plan, slotId)))) return;
        say(`${name} removed from the plan: it is listed under Not placed yet.`);
      },
      reorder: (slotId, toIndex) => void told(edit((plan) => ops.reorderSlot(plan, slotId, toIndex))),
      updateWall: (wallId, values) => edit((plan) => ops.updateWall(plan, wallId, values)),
      removeWall: (wallId) => {
        if (!told(edit((plan) => ops.removeWall(plan, wallId)))) return;
        say('Wall removed: its cabinets are listed under Not placed yet.');
      },
      addOpening: (wallId, opening) => edit((plan) => ops.addOpening(plan, wallId, opening)),
      removeOpening: (openingId) => void told(edit((plan) => ops.removeOpening(plan, openingId))),
      addSpace: (wallId, row, space, width) => void told(edit((plan) => ops.addSpace(plan, wallId, row, space, width))),
    }),
    [edit, say],
  );

/**
 * The page's frame: its heading and what it says before the room, the same before the binder is
 * read (as the server renders it, without the room's name) and after, so that it is painted once, from the
 * server's HTML (docs/decisions/0166-the-frame-of-browser-rendered-pages.md). The room's name has
 * a line of its own, held before the binder is read and never wrapped, so nothing below it moves
 * when it comes. The same while the room keeps its name and has walls or not: a move leaves it.
 */
const PlannerHeader = memo(function PlannerHeader({
  labelId,
  labelName,
  hasWalls,
}: {
  labelId: string;
  /** Null until the binder is read. */
  labelName: string | null;
  hasWalls: boolean;
}) {
  return (
    <header className={styles.pageHeader}>
      <h1>
        Room Planner
        <span className={styles.roomName}>
          {labelName !== null ? (
            <>
              <span className="visually-hidden">: </span>
              {labelName}
            </>
          ) : (
            '\u00a0'
          )}
        </span>
      </h1>
      <p className={styles.muted}>
        Measure each wall, then place this room&apos;s cabinets on it. Lengths as you measure them: 120, 120 1/2 or
        10&apos; 1/2&quot;.
      </p>
      <p className={styles.actions}>
        <Link to="/store">Back to the store</Link>
        {hasWalls && <Link to={plannerPrintPath(labelId)}>Print this plan</Link>}
      </p>
    </header>
  );
});

function RoomPlanner({ room }: { room: Room }) {
  const { label, plan, edit } = room;
  const phone = useMediaQuery(MOBILE_QUERY);
  const [said, say] = useState('');
  const actions = useWallActions(edit, say);
  const items = useMemo(() => itemsById(label.items), [label.items]);
  const wallNames = JSON.stringify(plan.walls.map((wall) => [wall.id, wall.name]));
  const choices = useMemo(() => wallChoices(wallNames), [wallNames]);
  const unplaced = useMemo(() => unplacedPieces(plan, label.items), [plan, label.items]);
  // The same while no wall is added or removed: a move leaves the 'Add another wall' form and the
  // unplaced pieces as they are (only the moved wall redraws).
  const wallCount = plan.walls.length;
  const addWall = useCallback(
    ({ joinsNext, ...values }: WallValues) => {
      if (wallCount >= PLAN_LIMITS.walls) return PLAN_MESSAGES.tooManyWalls;
      const id = crypto.randomUUID();
      const message = edit((current) =>
        ops.updateWall(
          ops.addWall(current, values, () => id),
          id,
          { joinsNext },
        ),
      );
      if (message === null) say(`${values.name} added.`);
      return message;
    },
    [edit, wallCount],
  );
  const place = useCallback(
    (wallId: string, row: Row, itemId: string) => void edit((current) => ops.placePiece(current, wallId, row, itemId)),
    [edit],
  );

  return (
    <>
      <p role="status" className="visually-hidden">
        {said}
      </p>
      <div className={styles.layout}>
        <div className={styles.walls}>
          {plan.walls.map((wall) => {
            const start = rowStarts(plan, wall.id, items);
            return (
              <WallSection
                key={wall.id}
                wall={wall}
                walls={choices}
                items={items}
                actions={actions}
                phone={phone}
                baseStart={start.base}
                upperStart={start.upper}
              />
            );
          })}
          <section className={styles.panel} aria-labelledby="add-wall-heading">
            <h2 id="add-wall-heading">{plan.walls.length === 0 ? 'Add the first wall' : 'Add another wall'}</h2>
            <Suspense fallback={<p className={styles.muted}>Loading the form…</p>}>
              <WallForm defaultName={nextWallName(wallCount)} onSave={addWall} />
            </Suspense>
          </section>
        </div>
        <aside className={styles.side} aria-label="Pieces, checks and accessories">
          <UnplacedList pieces={unplaced} walls={choices} onPlace={place} />
          <Suspense fallback={<ChecksPlaceholder />}>
            <RoomChecks label={label} plan={plan} />
          </Suspense>
        </aside>
      </div>
    </>
  );
}

/**
 * /planner/:labelId (issue 22): the plan of one room of the binder. Until the binder is read (the
 * server's page, and the browser's while it hydrates it) the frame holds the room's place.
 */
export function PlannerPage() {
  const { labelId = '' } = useParams();
  const read = useBinderRead();
  const room = useRoom(labelId);
  // Keyed apart: the answer replaces the frame, rather than the frame's box being moved and resized.
  if (read && !room)
    return (
      <div key="unknown" className={`${page.page} ${styles.unknownRoom}`}>
        <UnknownRoom />
      </div>
    );
  const shown = read ? room : null;
  return (
    <div key="room" className={styles.planner}>
      <PlannerHeader
        labelId={labelId}
        labelName={shown?.label.name ?? null}
        hasWalls={(shown?.plan.walls.length ?? 0) > 0}
      />
      {shown && <RoomPlanner room={shown} />}
    </div>
  );
}
