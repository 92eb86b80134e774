import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { formatCents } from '@rta/domain/pricing/money';
import { SHOWROOM_PAYMENT_METHODS } from '@rta/domain/orders/transitions';
import type { showroomPaymentSchema, StaffOrderDetail } from '@rta/domain/api/staff-orders';
import { STAFF_ORDER_MESSAGES } from '@rta/domain/staff/orders-constants';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { Alert } from '../../../ui/alert.tsx';
import { recordShowroomPayment, storeOrderDetail } from './api/staff-orders-api.ts';
import { useStaffChange } from '../use-staff-change.ts';
import styles from '../console-table.module.css';
import sections from '../staff-sections.module.css';
import form from '../../../ui/form.module.css';
import { SubmitButton } from '../../../ui/submit-button.tsx';

type Schema = typeof showroomPaymentSchema;
type Input = v.InferInput<Schema>;
type Output = v.InferOutput<Schema>;
const resolver = lazyResolver(() =>
  import('@rta/domain/api/staff-orders').then((module) => module.showroomPaymentSchema),
);

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Records the payment a customer made at the showroom (cash, card terminal or cheque). On one's `own` order, says who does. */
export function ShowroomPaymentForm({ detail, own }: { detail: StaffOrderDetail; own: boolean }) {
  const id = useId();
  const client = useQueryClient();
  const { failure, run } = useStaffChange('The payment was not recorded');
  const { order, payment, paymentProblem } = detail;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({ resolver });

  const submit = (values: Output) =>
    run(async () => {
      storeOrderDetail(client, await recordShowroomPayment(order.id, values.method));
      return `Payment of ${formatCents(order.total)} recorded for order #${order.data_order_id}.`;
    });

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Showroom payment</h3>
      {payment.paidAt && (
        <p>
          Paid {dateTime.format(new Date(payment.paidAt))}
          {payment.paidInStoreMethod &&
            ` at the showroom (${SHOWROOM_PAYMENT_METHODS[payment.paidInStoreMethod].toLowerCase()})`}
          .
        </p>
      )}
      {paymentProblem ? (
        !payment.paidAt && <p>{paymentProblem}</p>
      ) : own ? (
        <p className={sections.note}>{STAFF_ORDER_MESSAGES.ownOrderPayment}</p>
      ) : (
        <form className={form.form} noValidate onSubmit={handleSubmit(submit)} aria-labelledby={`${id}-title`}>
          <fieldset className={styles.choices} aria-describedby={errors.method ? `${id}-error` : undefined}>
            <legend>Paid {formatCents(order.total)} by</legend>
            {Object.entries(SHOWROOM_PAYMENT_METHODS).map(([value, label]) => (
              <label key={value}>
                <input type="radio" value={value} {...register('method')} /> {label}
              </label>
            ))}
          </fieldset>
          {errors.method && (
            <p id={`${id}-error`} className={form.error}>
              {errors.method.message}
            </p>
          )}
          {failure && <Alert>{failure}</Alert>}
          <div className={form.actions}>
            <SubmitButton busy={isSubmitting} busyLabel="Recording…">
              Record payment
            </SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}
