import { formatCents } from '@rta/domain/pricing/money';
import type { OrderTotals } from '@rta/domain/checkout/rules';
import { storeConfig } from '../../lib/store-config.ts';
import styles from './checkout-page.module.css';

/** Subtotal, freight, tax and total, as the server computed them. */
export function OrderSummary({ totals }: { totals: OrderTotals }) {
  return (
    <dl className={styles.summary} aria-label="Order total">
      <dt>Subtotal</dt>
      <dd>{formatCents(totals.subtotal)}</dd>
      <dt>Freight</dt>
      <dd>{totals.freight === 0 ? 'Free' : formatCents(totals.freight)}</dd>
      <dt>Tax ({storeConfig.taxRatePercent}%)</dt>
      <dd>{formatCents(totals.tax)}</dd>
      <dt className={styles.total}>Total</dt>
      <dd className={styles.total}>{formatCents(totals.total)}</dd>
    </dl>
  );
}
