import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ORDER_STATUSES, orderStatusClass } from '@rta/domain/checkout/rules';
import { formatColorCode } from '@rta/domain/catalogue/constants';
import { formatCents } from '@rta/domain/pricing/money';
import { formatPhone } from '@rta/domain/support/phone';
import { isOwnAccount } from '@rta/domain/staff/own-behalf';
import type { StaffOrderDetail } from '@rta/domain/api/staff-orders';
import { useCurrentUser } from '../../../stores/session-store.ts';
import { staffOrderQuery } from './api/staff-orders-api.ts';
import { RecordFailure } from '../record-failure.tsx';
import { ColumnHeads } from '../column-heads.tsx';
import { OrderRoomPlans } from './order-room-plans.tsx';
import local from './order-detail-page.module.css';
import styles from '../console-table.module.css';
import button from '../../../ui/button.module.css';

/**
 * The status and payment forms (with react-hook-form): asked for as the page's script runs,
 * so the first render (the order, as soon as the server answers) does not wait for them. A
 * failure shows when they are rendered (the page's "could not be loaded"), not before as an
 * unhandled rejection.
 */
const statusFormLoading = import('./order-status-form.tsx');
statusFormLoading.catch(() => undefined);
const OrderStatusForm = lazy(() => statusFormLoading.then((module) => ({ default: module.OrderStatusForm })));
const paymentFormLoading = import('./showroom-payment-form.tsx');
paymentFormLoading.catch(() => undefined);
const ShowroomPaymentForm = lazy(() => paymentFormLoading.then((module) => ({ default: module.ShowroomPaymentForm })));

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function StatusHistory({ detail }: { detail: StaffOrderDetail }) {
  return (
    <section aria-labelledby="order-history-heading">
      <h3 id="order-history-heading">Status history</h3>
      <ol className={styles.timeline}>
        <li>
          <strong>Placed</strong>{' '}
          <time dateTime={detail.order.orderDate}>{dateTime.format(new Date(detail.order.orderDate))}</time>
        </li>
        {detail.events.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <strong>{ORDER_STATUSES[event.status]}</strong>{' '}
            <time dateTime={event.at}>{dateTime.format(new Date(event.at))}</time>
            {event.actorEmail && <span className={styles.muted}> by {event.actorEmail}</span>}
            {event.note && <div>{event.note}</div>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function OrderLines({ detail }: { detail: StaffOrderDetail }) {
  const { order } = detail;
  return (
    <section aria-labelledby="order-lines-heading">
      <h3 id="order-lines-heading">Items</h3>
      {Object.entries(order.itemGroups).map(([group, items]) => (
        <div className={styles.tableWrap} key={group}>
          <table className={styles.table}>
            <caption>{group}</caption>
            <ColumnHeads names={['Qty', 'SKU', 'Cabinet', 'Colour']} figures={['Each', 'Total']} />
            <tbody>
              {items.map((item, index) => (
                <tr key={`${item.name}-${index}`}>
                  <td>{item.quantity}</td>
                  <td>{item.name}</td>
                  <td>
                    {item.group} - {item.type}, {item.variation}
                    {item.hasGlassDoor && ' (glass door)'}
                    <br />
                    <span className={styles.muted}>{item.measurement}</span>
                  </td>
                  <td>
                    {item.colorName && item.colorCode
                      ? `${item.colorName} (${formatColorCode(item.colorCode)})`
                      : 'Unfinished'}
                  </td>
                  <td className={styles.number}>{formatCents(item.unitPrice)}</td>
                  <td className={styles.number}>{formatCents(item.totalPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      <dl className={styles.facts}>
        <dt>Subtotal</dt>
        <dd>{formatCents(order.subtotal)}</dd>
        <dt>Freight</dt>
        <dd>{formatCents(order.freight)}</dd>
        <dt>Tax</dt>
        <dd>{formatCents(order.tax)}</dd>
        <dt>Total</dt>
        <dd>{formatCents(order.total)}</dd>
      </dl>
    </section>
  );
}

/** One order for staff: who, what, its history, and the changes the rules allow now (another staff member's, for one's own order). */
export function StaffOrderDetailPage() {
  const { id = '' } = useParams();
  const me = useCurrentUser();
  const query = useQuery(staffOrderQuery(id));

  if (query.isPending) return <p role="status">Loading the order…</p>;
  if (query.isError)
    return (
      <RecordFailure message={query.error.message} back="/staff/orders">
        Back to orders
      </RecordFailure>
    );
  const detail = query.data;
  const { order, customer, payment } = detail;
  const own = !!me && isOwnAccount(me, customer.id);
  return (
    <article className={styles.detail} aria-labelledby="order-heading">
      <div className={styles.toolbar}>
        <div>
          <Link to="/staff/orders">Back to orders</Link>
          <h2 id="order-heading">
            Order #{order.data_order_id}{' '}
            <span className={`${styles.status} ${orderStatusClass(order.status)}`}>{ORDER_STATUSES[order.status]}</span>
          </h2>
        </div>
        <Link className={button.secondary} to={`/staff/orders/${encodeURIComponent(order.id)}/print`}>
          Print order sheet
        </Link>
      </div>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="order-customer-heading">
          <h3 id="order-customer-heading">Customer</h3>
          <dl className={styles.facts}>
            <dt>Name</dt>
            <dd>{order.customerName}</dd>
            <dt>Account</dt>
            <dd>
              {customer.firstName} {customer.lastName} ({customer.email})
            </dd>
            <dt>Address</dt>
            <dd>{order.billingAddress}</dd>
            <dt>Phone</dt>
            <dd>{formatPhone(order.phone)}</dd>
            <dt>Placed</dt>
            <dd>{dateTime.format(new Date(order.orderDate))}</dd>
            <dt>Fulfilment</dt>
            <dd>{order.fulfilment === 'pickup' ? 'Showroom pickup' : 'Freight delivery'}</dd>
            <dt>Payment</dt>
            <dd>{payment.method === 'pickup' ? 'At the showroom' : 'Card online'}</dd>
          </dl>
        </section>
        {/* Each form's place is held while its code loads, so that nothing below it moves when it comes. */}
        <div className={styles.panel}>
          <Suspense
            fallback={<div className={detail.nextStatuses.length > 0 && !own ? local.statusForm : local.statusNote} />}
          >
            <OrderStatusForm key={`${order.status}-${detail.events.length}`} detail={detail} own={own} />
          </Suspense>
        </div>
        <div className={styles.panel}>
          <Suspense fallback={<div className={detail.paymentProblem || own ? local.paymentNote : local.paymentForm} />}>
            <ShowroomPaymentForm detail={detail} own={own} />
          </Suspense>
        </div>
      </div>
      <StatusHistory detail={detail} />
      <OrderLines detail={detail} />
      <OrderRoomPlans detail={detail} classes={{ table: styles.table }} />
    </article>
  );
}
