import { useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { binderOfAnswer, type BinderItemAnswer } from '@rta/domain/api/cart';
import { isShareToken, SHARE_MESSAGES, type SharedProject } from '@rta/domain/api/shared-projects';
import { colorText } from '@rta/domain/binder/color-text';
import type { Plan } from '@rta/domain/planner/plan';
import { formatCents } from '@rta/domain/pricing/money';
import { ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { binderReady } from '../../stores/binder-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { PlanDrawings } from '../../ui/elevation/plan-elevations-part.tsx';
import button from '../../ui/button.module.css';
import form from '../../ui/form.module.css';
import page from '../../ui/page.module.css';
import { fetchSharedProject } from './api/share-links-api.ts';
import { currentBinder, mergedBinder, replaceBinder } from './binder-contents.ts';
import { itemsText } from './project-text.ts';
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

/** A room's plan: each wall's drawing, as the planner draws it, and the table that says it. */
function Walls({ plan, items }: { plan: Plan; items: BinderItemAnswer[] }) {
  if (plan.walls.length === 0) return null;
  return (
    <div>
      <h3 className={styles.subhead}>Walls</h3>
      <PlanDrawings plan={plan} items={items} />
    </div>
  );
}

function Items({
  items,
  prices,
  caption,
}: {
  items: BinderItemAnswer[];
  prices: SharedProject['linePrices'];
  caption: string;
}) {
  if (items.length === 0) return <p className={styles.meta}>No items.</p>;
  return (
    <table className={styles.items}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Colour</th>
          <th scope="col" className={styles.number}>
            Qty
          </th>
          <th scope="col" className={styles.number}>
            Each
          </th>
          <th scope="col" className={styles.number}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const price = prices[item.id];
          return (
            <tr key={item.id} data-item-id={item.id}>
              <th scope="row">
                <span className={styles.sku}>{item.name}</span>
                <span className={styles.meta}>
                  {item.type} · {item.group} · {item.measurement}
                  {item.hasGlassDoor ? ' · Glass door' : ''}
                </span>
              </th>
              <td>{colorText(item)}</td>
              <td className={styles.number}>{item.quantity}</td>
              <td className={styles.number}>{price ? formatCents(price.unitPrice) : '—'}</td>
              <td className={styles.number}>{price ? formatCents(price.totalPrice) : '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Room({ name, children }: { name: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.room} aria-labelledby={id}>
      <h2 id={id}>{name}</h2>
      {children}
    </section>
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
          <Items items={label.items} prices={shared.linePrices} caption={`Items in ${label.name}`} />
        </Room>
      ))}
      {items.length > 0 && (
        <Room name={labels.length > 0 ? 'Not in a room' : 'Items'}>
          <Items items={items} prices={shared.linePrices} caption="Items not in a room" />
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
