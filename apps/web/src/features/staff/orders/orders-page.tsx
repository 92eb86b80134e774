import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ORDER_STATUSES, orderStatusClass, type OrderStatus } from '@rta/domain/checkout/rules';
import { formatCents } from '@rta/domain/pricing/money';
import { STAFF_SEARCH_MAX } from '@rta/domain/staff/orders-constants';
import { Alert } from '../../../ui/alert.tsx';
import { staffOrderListQuery, type OrderFilters } from './api/staff-orders-api.ts';
import { filtersFromParams, paramsFromFilters } from './order-filters.ts';
import { FilterOptions } from '../filter-options.tsx';
import { ListPager } from '../list-pager.tsx';
import { ColumnHeads } from '../column-heads.tsx';
import styles from '../console-table.module.css';
import button from '../../../ui/button.module.css';
import form from '../../../ui/form.module.css';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The staff console's order list (issue 9): filtered by status, dates and customer, a page at a time. */
export function StaffOrdersPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const orders = useQuery(staffOrderListQuery(filters));
  const show = (next: OrderFilters) => setParams(paramsFromFilters(next));

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    show({ status: text('status') as OrderStatus | '', from: text('from'), to: text('to'), q: text('q'), page: 1 });
  };

  return (
    <section aria-labelledby="staff-orders-heading">
      <h2 id="staff-orders-heading">Orders</h2>
      <form
        className={`${styles.filters} ${form.controls}`}
        role="search"
        aria-label="Filter orders"
        onSubmit={submit}
        key={params.toString()}
      >
        <label>
          Status
          <select name="status" defaultValue={filters.status}>
            <FilterOptions any="All statuses" choices={ORDER_STATUSES} />
          </select>
        </label>
        <label>
          From
          <input type="date" name="from" defaultValue={filters.from} />
        </label>
        <label>
          To
          <input type="date" name="to" defaultValue={filters.to} />
        </label>
        <label>
          Customer
          <input
            type="search"
            name="q"
            defaultValue={filters.q}
            maxLength={STAFF_SEARCH_MAX}
            placeholder="Name, e-mail or order #"
          />
        </label>
        <button type="submit" className={button.primary}>
          Apply filters
        </button>
        <button type="button" className={button.secondary} onClick={() => setParams({})}>
          Clear
        </button>
      </form>

      {orders.isError && <Alert>Orders could not be loaded: {orders.error.message}</Alert>}
      {orders.isPending && <p role="status">Loading orders…</p>}
      {orders.data && (
        <>
          <p role="status" className={styles.muted}>
            {orders.data.total === 1 ? '1 order' : `${orders.data.total} orders`}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>Orders, newest first</caption>
              <ColumnHeads names={['Order #', 'Date', 'Customer', 'Fulfilment', 'Status']} figures={['Total']} />
              <tbody>
                {orders.data.orders.map((order) => (
                  <tr key={order.id}>
                    <td>
                      <Link to={`/staff/orders/${encodeURIComponent(order.id)}`}>#{order.data_order_id}</Link>
                    </td>
                    <td>{dateTime.format(new Date(order.orderDate))}</td>
                    <td>
                      {order.customerName}
                      <br />
                      <span className={styles.muted}>{order.email}</span>
                    </td>
                    <td>{order.fulfilment === 'pickup' ? 'Showroom pickup' : 'Delivery'}</td>
                    <td>
                      <span className={`${styles.status} ${orderStatusClass(order.status)}`}>
                        {ORDER_STATUSES[order.status]}
                      </span>
                    </td>
                    <td className={styles.number}>{formatCents(order.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {orders.data.orders.length === 0 && <p>No orders match these filters.</p>}
          <ListPager
            label="Order pages"
            page={filters.page}
            total={orders.data.total}
            pageSize={orders.data.pageSize}
            onPage={(page) => show({ ...filters, page })}
          />
        </>
      )}
    </section>
  );
}
