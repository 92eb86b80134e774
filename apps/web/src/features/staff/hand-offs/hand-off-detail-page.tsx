import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { StaffHandOffDetail } from '@rta/domain/api/hand-offs';
import { toSavedBinder } from '@rta/domain/binder/choices';
import { formatCents } from '@rta/domain/pricing/money';
import {
  canDelete,
  canFill,
  canSend,
  HAND_OFF_MESSAGES as M,
  HAND_OFF_STATES,
  handOffPagePath,
} from '@rta/domain/staff/hand-offs-constants';
import { isOwnAddress } from '@rta/domain/staff/own-behalf';
import { binderReady, useBinderStore } from '../../../stores/binder-store.ts';
import { useCurrentUser } from '../../../stores/session-store.ts';
import { Alert } from '../../../ui/alert.tsx';
import button from '../../../ui/button.module.css';
import { ItemsTable } from '../../../ui/items-table.tsx';
import {
  deleteHandOff,
  fillHandOff,
  forgetHandOff,
  sendHandOff,
  staffHandOffQuery,
  storeHandOffDetail,
} from './api/staff-hand-offs-api.ts';
import { RecordFailure } from '../record-failure.tsx';
import { useStaffChange, type ChangeThenGo } from '../use-staff-change.ts';
import styles from '../console-table.module.css';
import sections from '../staff-sections.module.css';

/** The question before a draft is deleted, loaded only when asked: the dialog's code would take the page past its first-load budget. */
const StaffConfirm = lazy(() => import('../staff-confirm.tsx').then((module) => ({ default: module.StaffConfirm })));

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null): string => (iso ? dateTime.format(new Date(iso)) : 'Not yet');

/** What the hand-off holds: its rooms (labels) with their plans' walls and items, and the items in no room. */
function Contents({ handOff }: { handOff: StaffHandOffDetail }) {
  const { labels, items } = handOff.cartData;
  if (handOff.itemCount === 0 && labels.length === 0)
    return <p>This hand-off is empty. Fill your binder in the store, then use its contents here.</p>;
  return (
    <>
      {labels.map((label) => (
        <section key={label.id} aria-label={label.name} className={styles.panel}>
          <h4>{label.name}</h4>
          {label.plan && label.plan.walls.length > 0 && (
            <p className={styles.muted}>Plan: {label.plan.walls.map((wall) => wall.name).join(', ')}</p>
          )}
          <ItemsTable compact items={label.items} caption={`Items in ${label.name}`} prices={handOff.linePrices} />
        </section>
      ))}
      {items.length > 0 && (
        <section aria-label="Not in a room" className={styles.panel}>
          <h4>{labels.length > 0 ? 'Not in a room' : 'Items'}</h4>
          <ItemsTable compact items={items} caption="Items not in a room" prices={handOff.linePrices} />
        </section>
      )}
      {handOff.removed.length > 0 && (
        <p className={sections.note}>No longer sold: {handOff.removed.map((item) => item.name).join(', ')}.</p>
      )}
      <p>
        Total today, before any trade discount: <strong>{formatCents(handOff.total)}</strong>
      </p>
    </>
  );
}

/** The designer's steps on one hand-off: fill a draft from their binder, send it (again), or delete it. */
function Actions({ handOff }: { handOff: StaffHandOffDetail }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { failure, run } = useStaffChange('That was not done');
  const act = (change: () => Promise<string | ChangeThenGo>) => {
    setBusy(true);
    void run(change).finally(() => setBusy(false));
  };
  const useBinder = () =>
    act(async () => {
      await binderReady();
      const { items, labels, preAssembly } = useBinderStore.getState();
      const contents = toSavedBinder({ items, labels, preAssembly });
      if (contents.items.length === 0 && contents.labels.every((label) => label.items.length === 0))
        throw new Error(M.binderEmpty);
      const filled = await fillHandOff(handOff.id, contents);
      storeHandOffDetail(client, filled);
      return M.filled(filled.itemCount);
    });
  const send = () =>
    act(async () => {
      storeHandOffDetail(client, await sendHandOff(handOff.id));
      return M.sent(handOff.email);
    });
  const remove = () =>
    act(async () => {
      await deleteHandOff(handOff.id);
      forgetHandOff(client, handOff.id);
      return { message: M.deleted, goTo: '/staff/hand-offs' };
    });
  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        {canFill(handOff.state) && (
          <button type="button" className={button.secondary} disabled={busy} onClick={useBinder}>
            Use My Binder&apos;s Contents
          </button>
        )}
        {canSend(handOff.state) && (
          <button type="button" className={button.primary} disabled={busy} onClick={send}>
            {handOff.state === 'sent' ? 'Send Again' : 'Send to Customer'}
          </button>
        )}
        {canDelete(handOff.state) && (
          <button type="button" className={button.secondary} disabled={busy} onClick={() => setConfirming(true)}>
            Delete Draft
          </button>
        )}
      </div>
      {failure && <Alert>{failure}</Alert>}
      {confirming && (
        <Suspense fallback={null}>
          <StaffConfirm
            question={{
              title: 'Delete this draft?',
              text: `'${handOff.name}' for ${handOff.email} will be gone.`,
              confirmLabel: 'Delete Draft',
            }}
            onConfirm={remove}
            onClose={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

/** One hand-off in the console: whom it is for, its state and answer, its contents, and the designer's steps. */
export function StaffHandOffDetailPage() {
  const { id = '' } = useParams();
  const me = useCurrentUser();
  const query = useQuery(staffHandOffQuery(id));
  if (query.isPending) return <p role="status">Loading the hand-off…</p>;
  if (query.isError)
    return (
      <RecordFailure message={query.error.message} back="/staff/hand-offs">
        Back to hand-offs
      </RecordFailure>
    );
  const handOff = query.data;
  const own = !!me && isOwnAddress(me, handOff.email);
  const open = canFill(handOff.state) || canSend(handOff.state);
  return (
    <article className={styles.detail} aria-labelledby="hand-off-heading">
      <div>
        <Link to="/staff/hand-offs">Back to hand-offs</Link>
        <h2 id="hand-off-heading">
          {handOff.name} <span className={styles.status}>{HAND_OFF_STATES[handOff.state]}</span>
        </h2>
      </div>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="hand-off-facts-heading">
          <h3 id="hand-off-facts-heading">Hand-off</h3>
          <dl className={styles.facts}>
            <dt>Customer</dt>
            <dd>{handOff.email}</dd>
            <dt>Designer</dt>
            <dd>{handOff.createdByEmail}</dd>
            <dt>Created</dt>
            <dd>{when(handOff.createdAt)}</dd>
            <dt>Sent</dt>
            <dd>{when(handOff.sentAt)}</dd>
            <dt>Answered</dt>
            <dd>{when(handOff.answeredAt)}</dd>
            {handOff.declineNote !== null && (
              <>
                <dt>Customer&apos;s note</dt>
                <dd>{handOff.declineNote}</dd>
              </>
            )}
            <dt>Customer&apos;s link</dt>
            <dd>{handOffPagePath(handOff.id)}</dd>
          </dl>
        </section>
      </div>
      {open && (own ? <p className={sections.note}>{M.ownAddress}</p> : <Actions handOff={handOff} />)}
      <section aria-labelledby="hand-off-contents-heading">
        <h3 id="hand-off-contents-heading">
          Contents ({handOff.itemCount === 1 ? '1 item' : `${handOff.itemCount} items`})
        </h3>
        <Contents handOff={handOff} />
      </section>
    </article>
  );
}
