import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ORDER_STATUSES } from '@rta/domain/checkout-rules';
import { formatOrderId } from '@rta/domain/order-id';
import type { OrderChoice } from '@rta/domain/contact-api';
import { useDialogStore } from '../../stores/dialog-store.ts';
import { useSession } from '../../stores/session-store.ts';
import { SelectField } from './select-field.tsx';
import { userOrderChoicesQuery } from './api/get-user-orders.ts';
import form from '../../ui/form.module.css';
import button from '../../ui/button.module.css';
import styles from './support.module.css';

/** Spec §8 Checkout and orders: what a failed orders load says. */
const ORDERS_LOAD_FAILED = 'An unexpected error occurred. Please try again later.';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const orderLabel = (order: OrderChoice): string => {
  const date = order.orderDate ? new Date(order.orderDate) : null;
  const parts = [`#${formatOrderId(order.id)}`];
  if (date && !Number.isNaN(date.getTime())) parts.push(dateFormat.format(date));
  if (order.status) parts.push(Object.entries(ORDER_STATUSES).find(([key]) => key === order.status)?.[1] ?? order.status);
  return parts.join(' · ');
};

interface OrderFieldProps {
  registration: UseFormRegisterReturn<'orderId'>;
  error: string | undefined;
}

/** The order selector of order support: the signed-in user's orders, or why there are none to choose. */
export function OrderField({ registration, error }: OrderFieldProps) {
  const user = useSession((state) => state.user);
  const show = useDialogStore((state) => state.show);
  const showSupport = useDialogStore((state) => state.showSupport);
  const orders = useQuery({ ...userOrderChoicesQuery(user?.id ?? ''), enabled: user !== null });

  const generalInstead = (
    <button type="button" className={button.link} onClick={() => showSupport('general_inquiry')}>
      Ask a general question instead
    </button>
  );

  if (!user) {
    return (
      <div className={styles.note}>
        <p>Log in to choose the order your question is about.</p>
        <div className={styles.inlineActions}>
          <button type="button" className={button.secondary} onClick={() => show('login')}>
            Signup/Login
          </button>
          {generalInstead}
        </div>
      </div>
    );
  }
  if (orders.isError) {
    return (
      <div className={styles.note}>
        <p role="alert" className={form.error}>
          {ORDERS_LOAD_FAILED}
        </p>
        <div className={styles.inlineActions}>
          <button type="button" className={button.secondary} onClick={() => void orders.refetch()}>
            Try again
          </button>
          {generalInstead}
        </div>
      </div>
    );
  }
  const choices = orders.data ?? [];
  const none = orders.isSuccess && choices.length === 0;
  const placeholder = orders.isPending ? 'Loading your orders…' : none ? 'You have no orders yet' : 'Select an order';
  return (
    <>
      <SelectField
        label="Order"
        placeholder={placeholder}
        options={choices.map((order) => ({ value: order.id, label: orderLabel(order) }))}
        disabled={orders.isPending || none}
        aria-busy={orders.isPending || undefined}
        aria-required
        error={error}
        hint={none ? 'Orders you place appear here. For anything else, ask a general question.' : undefined}
        {...registration}
      />
      {none && generalInstead}
    </>
  );
}
