import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { binderOfAnswer } from '@rta/domain/api/cart';
import { isShareToken, SHARE_MESSAGES, type SharedProject } from '@rta/domain/api/shared-projects';
import { formatCents } from '@rta/domain/pricing/money';
import { ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { binderReady } from '../../stores/binder-store.ts';
import { Alert } from '../../ui/alert.tsx';
import button from '../../ui/button.module.css';
import form from '../../ui/form.module.css';
import { ItemsTable } from '../../ui/items-table.tsx';
import page from '../../ui/page.module.css';
import { fetchSharedProject } from './api/share-links-api.ts';
import { currentBinder, mergedBinder, replaceBinder } from './binder-contents.ts';
import { itemsText } from './project-text.ts';
import { Room, Walls } from './project-contents.tsx';
import styles from './shared-project.module.css';

/** The link was revoked, or never was: one plain page, which says nothing else (decision 0161). */
function Unavailable() {
  return (
    <div className={page.page}>
      <h1>{SHARE_MESSAGES.unavailable}</h1>
      <p>
        <Link to="/">Go to the store</Link>
      </p>
    </div>
  );
}

function CopyToBinder({ shared }: { shared: SharedProject }) {
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    setBusy(true);
    try {
      await binderReady();
      replaceBinder(mergedBinder(currentBinder(), binderOfAnswer(shared.cartData)));
      notify.success(SHARE_MESSAGES.copied(shared.itemCount));
    } catch {
      notify.error(SHARE_MESSAGES.copyFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={button.primary} disabled={busy} onClick={() => void copy()}>
      Copy to My Binder
    </button>
  );
}

function SharedProjectView({ shared }: { shared: SharedProject }) {
  const { labels, items } = shared.cartData;
  return (
    <div className={page.page}>
      <p className={styles.kicker}>Shared project (read-only)</p>
      <h1>{shared.name}</h1>
      <p className={styles.meta}>
        {itemsText(shared.itemCount)} · prices today, before any trade discount, with their fees.
      </p>
      <p>
        <CopyToBinder shared={shared} />
      </p>
      {shared.removed.length > 0 && (
        <p className={form.notice}>No longer sold, left out: {shared.removed.map((item) => item.name).join(', ')}.</p>
      )}
      {labels.map((label) => (
        <Room key={label.id} name={label.name}>
          {label.plan && <Walls plan={label.plan} items={label.items} />}
          <ItemsTable items={label.items} prices={shared.linePrices} caption={`Items in ${label.name}`} />
        </Room>
      ))}
      {items.length > 0 && (
        <Room name={labels.length > 0 ? 'Not in a room' : 'Items'}>
          <ItemsTable items={items} prices={shared.linePrices} caption="Items not in a room" />
        </Room>
      )}
      <p className={styles.total}>
        Total: <strong>{formatCents(shared.total)}</strong>
      </p>
    </div>
  );
}

/** A shared project, opened by its read-only link without an account (issue 23, decision 0161). */
export function SharedProjectPage() {
  const { token = '' } = useParams();
  const wellFormed = isShareToken(token);
  const shared = useQuery({
    queryKey: ['shared-project', token],
    queryFn: () => fetchSharedProject(token),
    enabled: wellFormed,
    // An unknown or revoked link stays so: asking again changes nothing.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 60_000,
  });

  if (!wellFormed || (shared.error instanceof ApiError && shared.error.status === 404)) return <Unavailable />;
  if (shared.isPending) {
    return (
      <div className={page.page}>
        <h1>Shared project</h1>
        <p role="status">Loading the project…</p>
      </div>
    );
  }
  if (shared.isError) {
    return (
      <div className={page.page}>
        <h1>Shared project</h1>
        <Alert>{SHARE_MESSAGES.loadFailed}</Alert>
        <p>
          <button type="button" className={button.secondary} onClick={() => void shared.refetch()}>
            Try again
          </button>
        </p>
      </div>
    );
  }
  return <SharedProjectView shared={shared.data} />;
}
