import { useId, type ReactNode } from 'react';
import type { BinderItemAnswer } from '@rta/domain/api/cart';
import { colorText } from '@rta/domain/binder/color-text';
import type { Plan } from '@rta/domain/planner/plan';
import { formatCents } from '@rta/domain/pricing/money';
import { PlanDrawings } from '../../ui/elevation/plan-elevations-part.tsx';
import styles from './shared-project.module.css';

/*
 * A project's contents as a read-only page shows them (a shared link's, decision 0161; a
 * hand-off's, decision 0163): each room with its plan's walls and its items, priced by the server.
 */

/** Each line's unit price and total by item id, as the server priced them. */
export type LinePrices = Record<string, { unitPrice: number; totalPrice: number }>;

/** A room's plan: each wall's drawing, as the planner draws it, and the table that says it. */
export function Walls({ plan, items }: { plan: Plan; items: BinderItemAnswer[] }) {
  if (plan.walls.length === 0) return null;
  return (
    <div>
      <h3 className={styles.subhead}>Walls</h3>
      <PlanDrawings plan={plan} items={items} />
    </div>
  );
}

export function Items({ items, prices, caption }: { items: BinderItemAnswer[]; prices: LinePrices; caption: string }) {
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

export function Room({ name, children }: { name: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.room} aria-labelledby={id}>
      <h2 id={id}>{name}</h2>
      {children}
    </section>
  );
}
