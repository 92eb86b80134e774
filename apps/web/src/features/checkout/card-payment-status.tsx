import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify.ts';
import { formatCents } from '@rta/domain/pricing/money';
import { ORDER_MESSAGES } from '@rta/domain/orders/constants';
import { ApiError } from '../../lib/api-client.ts';
import { useDialogStore } from '../../stores/dialog-store.ts';
import { fetchOrder, resumePayment } from './api/checkout-api.ts';
import button from '../../ui/button.module.css';

/**
 * How long to wait between looks at the order while Stripe's webhook is on its way: quick at
 * first, then backing off; about 20 seconds in all before saying the payment is being confirmed.
 */
export const PAYMENT_POLL_DELAYS_MS = [1_000, 2_000, 3_000, 5_000, 8_000] as const;

const RESUME_FAILED = 'We could not open the card payment page. Please try again.';

interface CardPaymentStatusProps {
  orderId: string;
  total: number;
  /** The shopper left Stripe's page without paying (its cancel link). */
  cancelled: boolean;
}

/** Spec §2 Contact modal from error states: a payment that went wrong opens payment support. */
function PaymentHelp({ orderId }: { orderId: string }) {
  return (
    <button
      type="button"
      className={button.link}
      onClick={() => useDialogStore.getState().showSupport('payment_issue', { orderId, paymentMethod: 'card' })}
    >
      Problem with your payment?
    </button>
  );
}

/**
 * A card order's payment as the server knows it. Only Stripe's signed webhook marks an order
 * paid, so coming back from Stripe proves nothing: this asks the server, a few times.
 */
export function CardPaymentStatus({ orderId, total, cancelled }: CardPaymentStatusProps) {
  const queryClient = useQueryClient();
  const queryKey = ['order-payment', orderId];
  const order = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchOrder(orderId, signal),
    refetchOnWindowFocus: true,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (cancelled || data?.paidAt || (data && data.status === 'cancelled')) return false;
      return PAYMENT_POLL_DELAYS_MS[query.state.dataUpdateCount - 1] ?? false;
    },
  });
  const resume = useMutation({
    mutationFn: () => resumePayment(orderId),
    onSuccess: ({ paymentUrl }) => window.location.assign(paymentUrl),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void order.refetch();
      notify.error(error instanceof ApiError && error.status < 500 ? error.message : RESUME_FAILED);
    },
  });

  const data = order.data;
  if (data?.paidAt) {
    return (
      <p role="status">
        <strong>Payment received.</strong> Your card was charged {formatCents(data.total)}; the receipt is on its way to
        your e-mail.
      </p>
    );
  }
  if (data?.status === 'cancelled') return <p role="status">This order has been cancelled.</p>;
  if (cancelled) {
    return (
      <div role="status">
        <p>
          <strong>Your card payment was not completed.</strong> Your order is saved and waits for its payment of{' '}
          {formatCents(total)}.
        </p>
        <button
          type="button"
          className={button.primary}
          disabled={resume.isPending || resume.isSuccess}
          onClick={() => resume.mutate()}
        >
          {resume.isPending || resume.isSuccess ? 'Opening card payment…' : 'Pay by card'}
        </button>
        <PaymentHelp orderId={orderId} />
      </div>
    );
  }
  if (order.isError) {
    return (
      <div>
        <p role="status">
          We could not check your payment just now. Your order history shows it as soon as it arrives.
        </p>
        <PaymentHelp orderId={orderId} />
      </div>
    );
  }
  // Each look re-renders (dataUpdatedAt changes); the count says whether another is due.
  const looks = order.dataUpdatedAt > 0 ? (queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0) : 0;
  const stillLooking = order.isPending || looks <= PAYMENT_POLL_DELAYS_MS.length;
  if (stillLooking) return <p role="status">Confirming your card payment…</p>;
  return (
    <div>
      <p role="status">{ORDER_MESSAGES.paymentConfirming}</p>
      <PaymentHelp orderId={orderId} />
    </div>
  );
}
