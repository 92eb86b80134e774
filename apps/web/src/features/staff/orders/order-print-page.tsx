import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { CATEGORIES, formatColorCode, type Category } from '@rta/domain/catalogue/constants';
import { ORDER_STATUSES } from '@rta/domain/checkout/rules';
import { formatPhone } from '@rta/domain/support/phone';
import type { StaffOrderItem } from '@rta/domain/api/staff-orders';
import { Alert } from '../../../ui/alert.tsx';
import { staffOrderQuery } from './api/staff-orders-api.ts';
import { OrderRoomPlans } from './order-room-plans.tsx';
import styles from './order-sheet.module.css';
import button from '../../../ui/button.module.css';

/**
 * The cabinets' drawings, asked for as the page's script runs: they load while the order is
 * fetched, so the sheet still shows whole, and each waits in a box of its size meanwhile. A
 * failure shows as the page's "could not be loaded" rather than a sheet printed without them.
 */
const drawingLoading = import('../../../ui/cabinet-drawing.tsx');
drawingLoading.catch(() => undefined);
const CabinetDrawing = lazy(() => drawingLoading.then((module) => ({ default: module.CabinetDrawing })));

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

const asCategory = (category: string): Category => CATEGORIES.find((known) => known === category) ?? 'Base';

function SheetLine({ item }: { item: StaffOrderItem }) {
  const color =
    item.colorRgb && item.colorName
      ? { rgb: item.colorRgb, name: item.colorName, code: item.colorCode ?? undefined }
      : null;
  return (
    <tr>
      <td>
        <span className={styles.check} aria-hidden="true" />
      </td>
      <td className={styles.qty}>{item.quantity}</td>
      <td>
        <Suspense fallback={<span className={styles.drawingLoading} />}>
          <CabinetDrawing
            name={item.name}
            measure={item.measurement}
            category={asCategory(item.category)}
            type={item.type}
            variation={item.variation}
            group={item.group}
            glassDoor={item.hasGlassDoor}
            color={color}
            size={96}
            decorative
          />
        </Suspense>
      </td>
      <td>
        <strong>{item.name}</strong>
      </td>
      <td>
        {item.group} - {item.type}, {item.variation}
        {item.hasGlassDoor && ' (glass door)'}
      </td>
      <td>{item.measurement}</td>
      <td>
        {item.colorName && item.colorCode
          ? `${item.colorName} (${formatColorCode(item.colorCode)})`
          : 'Unfinished (natural maple)'}
      </td>
      <td>{item.preAssemblyFee > 0 ? 'Pre-assembled' : 'Flat-packed'}</td>
    </tr>
  );
}

/** The printable order sheet (issue 9): a pick list grouped by label, each cabinet drawn in its paint colour. */
export function StaffOrderPrintPage() {
  const { id = '' } = useParams();
  const query = useQuery(staffOrderQuery(id));
  if (query.isPending) return <p role="status">Loading the order…</p>;
  if (query.isError) return <Alert>{query.error.message}</Alert>;
  const detail = query.data;
  const { order, customer } = detail;
  const pieces = Object.values(order.itemGroups)
    .flat()
    .reduce((sum, item) => sum + item.quantity, 0);
  return (
    <article className={styles.sheet} aria-labelledby="sheet-heading">
      <div className={styles.screenOnly}>
        <Link to={`/staff/orders/${encodeURIComponent(order.id)}`}>Back to the order</Link>
        <button type="button" className={button.primary} onClick={() => window.print()}>
          Print
        </button>
      </div>
      <div className={styles.header}>
        <h2 id="sheet-heading">Order sheet: Order #{order.data_order_id}</h2>
        <p>
          {date.format(new Date(order.orderDate))} · {ORDER_STATUSES[order.status]} · {pieces}{' '}
          {pieces === 1 ? 'piece' : 'pieces'}
        </p>
      </div>
      <dl className={styles.who}>
        <dt>Customer</dt>
        <dd>
          {order.customerName} ({customer.email})
        </dd>
        <dt>Phone</dt>
        <dd>{formatPhone(order.phone)}</dd>
        <dt>Address</dt>
        <dd>{order.billingAddress}</dd>
        <dt>Fulfilment</dt>
        <dd>{order.fulfilment === 'pickup' ? 'Showroom pickup' : 'Freight delivery'}</dd>
      </dl>
      {Object.entries(order.itemGroups).map(([group, items]) => (
        <section key={group} className={styles.group} aria-label={`Pick list: ${group}`}>
          <h3>{group}</h3>
          <table className={styles.lines}>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Picked</span>
                </th>
                <th scope="col">Qty</th>
                <th scope="col">Drawing</th>
                <th scope="col">SKU</th>
                <th scope="col">Cabinet</th>
                <th scope="col">Measurements</th>
                <th scope="col">Colour</th>
                <th scope="col">Assembly</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item, index) => (
                <SheetLine key={`${item.name}-${index}`} item={item} />
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <div className={styles.plans}>
        <OrderRoomPlans detail={detail} classes={{ table: styles.lines }} />
      </div>
    </article>
  );
}
