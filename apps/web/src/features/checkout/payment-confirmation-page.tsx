import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatCents } from '@rta/domain/pricing/money';
import { formatOrderId } from '@rta/domain/orders/order-id';
import { paths } from '../../config/paths.ts';
import { storeConfig } from '../../lib/store-config.ts';
import { readConfirmation } from './confirmation-state.ts';
import { CardPaymentStatus } from './card-payment-status.tsx';
import page from '../../ui/page.module.css';
import styles from './checkout-page.module.css';

/** /payment-confirmation (spec §2, §3): the order's number and totals, and what happens next. */
export function PaymentConfirmationPage() {
  const confirmation = useMemo(() => readConfirmation(), []);
  // Stripe's return: ?session_id=… (and &payment=cancelled from its cancel link).
  const [search] = useSearchParams();
  if (!confirmation) {
    return (
      <div className={page.page}>
        <h1>Payment confirmation</h1>
        <p>
          There is no recent order to show. <Link to={paths.store}>Back to the store</Link>
        </p>
      </div>
    );
  }
  return (
    <div className={page.page}>
      <h1>Thank you for your order</h1>
      <p>
        Your order number is <strong>#{formatOrderId(confirmation.orderId)}</strong>. A confirmation is on its way to
        your e-mail.
      </p>
      {!confirmation.isPickupPayment && (
        <CardPaymentStatus
          orderId={confirmation.orderId}
          total={confirmation.total}
          cancelled={search.get('payment') === 'cancelled'}
        />
      )}
      <dl className={styles.summary} aria-label="Order total">
        <dt>Subtotal</dt>
        <dd>{formatCents(confirmation.subtotal)}</dd>
        <dt>Freight</dt>
        <dd>{confirmation.freight === 0 ? 'Free' : formatCents(confirmation.freight)}</dd>
        <dt>Tax</dt>
        <dd>{formatCents(confirmation.tax)}</dd>
        <dt className={styles.total}>Total</dt>
        <dd className={styles.total}>{formatCents(confirmation.total)}</dd>
      </dl>
      <h2>What happens next</h2>
      {confirmation.fulfilment === 'pickup' ? (
        <p>
          We will e-mail you when your order is ready for pickup at our showroom, {storeConfig.showroom.address}.
          {confirmation.isPickupPayment && ' You pay when you collect it.'} Bring your order number.
        </p>
      ) : (
        <p>
          We will e-mail you when your order ships by freight, with the carrier and tracking number. Someone must be
          there to sign for the delivery and note any damage on the receipt.
        </p>
      )}
      <p>
        <Link to={paths.store}>Continue shopping</Link>
      </p>
    </div>
  );
}
