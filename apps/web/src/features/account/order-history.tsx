import { useEffect, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ORDER_STATUSES, orderStatusClass, CHECKOUT_MESSAGES } from '@rta/domain/checkout/rules';
import { formatColorCode } from '@rta/domain/catalogue/catalogue';
import { formatCents } from '@rta/domain/pricing/money';
import type { Order } from '@rta/domain/api/orders';
import { formatPhone } from '@rta/domain/support/phone';
import { useDialogStore } from '../../stores/dialog-store.ts';
import { GlassDoorTag } from '../../ui/glass-door-tag.tsx';
import { ordersQuery } from './api/get-orders.ts';
import styles from './order-history.module.css';
import button from '../../ui/button.module.css';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function OrderDetails({ order }: { order: Order }) {
  return (
    <div className={styles.details}>
      <p>
        {order.customerName}
        <br />
        {order.billingAddress}
        <br />
        {formatPhone(order.phone)}
      </p>
      {order.statusHistory.length > 0 && (
        <section aria-label="Status updates">
          <h4>Status updates</h4>
          <ol className={styles.timeline}>
            {order.statusHistory.map((event, index) => (
              <li key={`${event.at}-${index}`}>
                <strong>{ORDER_STATUSES[event.status]}</strong>{' '}
                <time dateTime={event.at}>{dateTime.format(new Date(event.at))}</time>
                {event.note && <span className={styles.note}>{event.note}</span>}
              </li>
            ))}
          </ol>
        </section>
      )}
      {Object.entries(order.itemGroups).map(([group, items]) => (
        <section key={group} aria-label={group}>
          <h4>{group}</h4>
          <ul className={styles.items}>
            {items.map((item, index) => (
              <li key={`${item.name}-${index}`}>
                <span>
                  {item.group} - {item.type}
                  {item.hasGlassDoor && <GlassDoorTag />}
                </span>
                <span>
                  {item.quantity} × {item.name} · {item.variation} · {item.measurement}
                </span>
                {item.colorName && item.colorCode && (
                  <span>
                    {item.colorName} ({formatColorCode(item.colorCode)})
                  </span>
                )}
                <span>
                  {formatCents(item.unitPrice)} each · {formatCents(item.totalPrice)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <dl className={styles.totals}>
        <dt>Subtotal</dt>
        <dd>{formatCents(order.subtotal)}</dd>
        {order.freight > 0 && (
          <>
            <dt>Freight</dt>
            <dd>{formatCents(order.freight)}</dd>
          </>
        )}
        <dt>Tax</dt>
        <dd>{formatCents(order.tax)}</dd>
        <dt>Total</dt>
        <dd>{formatCents(order.total)}</dd>
      </dl>
    </div>
  );
}

/** The profile's Order History tab (spec §2 Profile modal): each order, expandable. */
export function OrderHistory() {
  const history = useInfiniteQuery(ordersQuery());
  const [expanded, setExpanded] = useState<string | null>(null);
  const showSupport = useDialogStore((state) => state.showSupport);
  const list = useRef<HTMLUListElement>(null);
  // After 'Show more', the keyboard moves to the first order the page added (the button may be
  // gone: that was the last page), once that order is on the screen.
  const focusAt = useRef<number | null>(null);
  const count = history.data?.pages.reduce((sum, page) => sum + page.orders.length, 0) ?? 0;
  useEffect(() => {
    if (focusAt.current === null || count <= focusAt.current) return;
    list.current?.querySelectorAll<HTMLButtonElement>(':scope > li > button').item(focusAt.current)?.focus();
    focusAt.current = null;
  }, [count]);

  if (history.isPending) return <p role="status">Loading your orders…</p>;
  // A failed next page keeps the orders shown and says so beside 'Show more' instead.
  if (history.isError && !history.isFetchNextPageError) return <p role="alert">{CHECKOUT_MESSAGES.ordersFailed}</p>;
  const orders = history.data.pages.flatMap((page) => page.orders);
  if (orders.length === 0) return <p>You have no orders yet.</p>;

  const showMore = () => {
    focusAt.current = orders.length;
    void history.fetchNextPage();
  };
  return (
    <div>
      <ul className={styles.orders} ref={list}>
        {orders.map((order) => {
          const open = expanded === order.id;
          return (
            <li key={order.id} className={styles.order}>
              <button
                type="button"
                className={styles.summary}
                aria-expanded={open}
                aria-controls={`order-${order.id}`}
                onClick={() => setExpanded(open ? null : order.id)}
              >
                <span>Order #{order.data_order_id}</span>
                <span>{date.format(new Date(order.orderDate))}</span>
                <span
                  className={`${styles.status} ${orderStatusClass(order.status)}`}
                  data-status={orderStatusClass(order.status)}
                >
                  {ORDER_STATUSES[order.status]}
                </span>
              </button>
              {open && (
                <div id={`order-${order.id}`}>
                  <OrderDetails order={order} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {history.hasNextPage && (
        <div className={styles.more}>
          <button type="button" className={button.secondary} disabled={history.isFetchingNextPage} onClick={showMore}>
            {history.isFetchingNextPage ? 'Loading more orders…' : 'Show more'}
          </button>
          {history.isFetchNextPageError && <p role="alert">{CHECKOUT_MESSAGES.ordersFailed}</p>}
        </div>
      )}
      <button type="button" className={button.secondary} onClick={() => showSupport('order_support')}>
        Need Order Support?
      </button>
    </div>
  );
}
