import type { BinderItemAnswer } from '@rta/domain/api/cart';
import { colorText } from '@rta/domain/binder/color-text';
import { formatCents } from '@rta/domain/pricing/money';
import styles from './items-table.module.css';

/** Each line's unit price and total by item id, as the server priced them. */
export type LinePrices = Record<string, { unitPrice: number; totalPrice: number }>;

/**
 * A room's items as a read-only page lists them (a shared project's, a hand-off's, the staff's
 * hand-off): each with its colour, quantity and the server's prices. Compact, as the staff
 * console shows it, each item is named with its group only and has no unit price.
 */
export function ItemsTable({
  items,
  prices,
  caption,
  compact = false,
}: {
  items: readonly BinderItemAnswer[];
  prices: LinePrices;
  caption: string;
  compact?: boolean;
}) {
  if (items.length === 0) return <p className={compact ? styles.muted : styles.meta}>No items.</p>;
  const money = (cents: number | undefined) => (cents === undefined ? '—' : formatCents(cents));
  return (
    <table className={compact ? `${styles.table} ${styles.compact}` : styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Colour</th>
          <th scope="col" className={styles.number}>
            Qty
          </th>
          {!compact && (
            <th scope="col" className={styles.number}>
              Each
            </th>
          )}
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
              {compact ? (
                <th scope="row">
                  {item.name} <span className={styles.muted}>{item.group}</span>
                </th>
              ) : (
                <th scope="row">
                  <span className={styles.sku}>{item.name}</span>
                  <span className={styles.meta}>
                    {item.type} · {item.group} · {item.measurement}
                    {item.hasGlassDoor ? ' · Glass door' : ''}
                  </span>
                </th>
              )}
              <td>{colorText(item)}</td>
              <td className={styles.number}>{item.quantity}</td>
              {!compact && <td className={styles.number}>{money(price?.unitPrice)}</td>}
              <td className={styles.number}>{money(price?.totalPrice)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
