import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ORDER_STATUSES } from '@rta/domain/checkout/rules';
import { formatOrderId, orderNumberQuery } from '@rta/domain/orders/order-id';
import { ORDER_HISTORY_PAGE_SIZE } from '@rta/domain/orders/constants';
import type { OrderChoice } from '@rta/domain/api/contact';
import { useDialogStore } from '../../stores/dialog-store.ts';
import { useSession } from '../../stores/session-store.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
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
  if (order.status)
    parts.push(Object.entries(ORDER_STATUSES).find(([key]) => key === order.status)?.[1] ?? order.status);
  return parts.join(' · ');
};

interface OrderFieldProps {
  registration: UseFormRegisterReturn<'orderId'>;
  error: string | undefined;
}

/** How long the number search waits for the typing to pause before it asks the server. */
const SEARCH_PAUSE_MS = 300;

/**
 * The order selector of order support: the signed-in user's most recent orders, and for a
 * customer with more than those, a search by order number that finds any other (issue 24).
 */
export function OrderField({ registration, error }: OrderFieldProps) {
  const user = useSession((state) => state.user);
  const show = useDialogStore((state) => state.show);
  const showSupport = useDialogStore((state) => state.showSupport);
  const [typed, setTyped] = useState('');
  const number = useDebouncedValue(orderNumberQuery(typed), SEARCH_PAUSE_MS);
  const orders = useQuery({ ...userOrderChoicesQuery(user?.id ?? ''), enabled: user !== null });
  const found = useQuery({ ...userOrderChoicesQuery(user?.id ?? '', number), enabled: user !== null && number !== '' });
  // The order chosen stays a choice while a search shows others, so the select keeps showing it.
  const [chosen, setChosen] = useState<OrderChoice | null>(null);

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
  const searching = number !== '';
  const listed = (searching ? found.data?.choices : orders.data?.choices) ?? [];
  const choices = chosen && !listed.some((order) => order.id === chosen.id) ? [chosen, ...listed] : listed;
  const none = orders.isSuccess && orders.data.choices.length === 0;
  const pending = orders.isPending || (searching && found.isPending);
  const placeholder = orders.isPending
    ? 'Loading your orders…'
    : searching && found.isPending
      ? 'Searching your orders…'
      : none
        ? 'You have no orders yet'
        : searching && listed.length === 0
          ? 'No order number contains that'
          : 'Select an order';
  return (
    <>
      {(orders.data?.more || typed !== '') && (
        <TextField
          label="Find an order by number"
          type="search"
          inputMode="search"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          // Enter finds; it does not send the message.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          hint={`Your ${ORDER_HISTORY_PAGE_SIZE} most recent orders are listed below; type part of an order number to find an older one.`}
          error={searching && found.isError ? ORDERS_LOAD_FAILED : undefined}
        />
      )}
      <SelectField
        label="Order"
        placeholder={placeholder}
        options={choices.map((order) => ({ value: order.id, label: orderLabel(order) }))}
        disabled={orders.isPending || none}
        aria-busy={pending || undefined}
        aria-required
        error={error}
        hint={none ? 'Orders you place appear here. For anything else, ask a general question.' : undefined}
        {...registration}
        onChange={(event) => {
          setChosen(choices.find((order) => order.id === event.target.value) ?? null);
          return registration.onChange(event);
        }}
      />
      {none && generalInstead}
    </>
  );
}
