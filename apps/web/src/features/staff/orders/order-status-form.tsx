import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { ORDER_STATUSES } from '@rta/domain/checkout/rules';
import type { orderStatusChangeSchema, StaffOrderDetail } from '@rta/domain/api/staff-orders';
import { STAFF_ORDER_MESSAGES, STATUS_NOTE_MAX } from '@rta/domain/staff/orders-constants';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { Alert } from '../../../ui/alert.tsx';
import { changeOrderStatus, storeOrderDetail } from './api/staff-orders-api.ts';
import { useStaffChange } from '../use-staff-change.ts';
import styles from '../console-table.module.css';
import sections from '../staff-sections.module.css';
import form from '../../../ui/form.module.css';
import { SubmitButton } from '../../../ui/submit-button.tsx';

type Schema = typeof orderStatusChangeSchema;
type Input = v.InferInput<Schema>;
type Output = v.InferOutput<Schema>;
const resolver = lazyResolver(() =>
  import('@rta/domain/api/staff-orders').then((module) => module.orderStatusChangeSchema),
);

/** Moves the order to one of the statuses the rules allow now; the customer is e-mailed. On one's `own` order, says who does. */
export function OrderStatusForm({ detail, own }: { detail: StaffOrderDetail; own: boolean }) {
  const id = useId();
  const client = useQueryClient();
  const { failure, run } = useStaffChange('The status was not changed');
  const { order, nextStatuses } = detail;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({ resolver, defaultValues: { status: nextStatuses[0], note: '' } });

  if (nextStatuses.length === 0) {
    return <p>This order is {ORDER_STATUSES[order.status].toLowerCase()}; its status can no longer change.</p>;
  }
  if (own) {
    return (
      <section aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>Change status</h3>
        <p className={sections.note}>{STAFF_ORDER_MESSAGES.ownOrderStatus}</p>
      </section>
    );
  }

  const submit = (values: Output) =>
    run(async () => {
      const updated = await changeOrderStatus(order.id, values);
      storeOrderDetail(client, updated);
      reset({ status: updated.nextStatuses[0], note: '' });
      return `Order #${order.data_order_id} is now ${ORDER_STATUSES[updated.order.status].toLowerCase()}. The customer has been e-mailed.`;
    });

  return (
    <form className={form.form} noValidate onSubmit={handleSubmit(submit)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Change status</h3>
      <div className={form.field}>
        <label htmlFor={`${id}-status`} className={form.label}>
          New status
        </label>
        <select
          id={`${id}-status`}
          className={form.input}
          aria-invalid={errors.status ? true : undefined}
          {...register('status')}
        >
          {nextStatuses.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUSES[status]}
            </option>
          ))}
        </select>
        {errors.status && <p className={form.error}>{errors.status.message}</p>}
      </div>
      <div className={form.field}>
        <label htmlFor={`${id}-note`} className={form.label}>
          Note to the customer (optional)
        </label>
        <textarea
          id={`${id}-note`}
          className={styles.textarea}
          maxLength={STATUS_NOTE_MAX}
          aria-describedby={`${id}-note-hint${errors.note ? ` ${id}-note-error` : ''}`}
          aria-invalid={errors.note ? true : undefined}
          {...register('note')}
        />
        <p id={`${id}-note-hint`} className={form.hint}>
          Sent in the e-mail and shown in the customer&apos;s order history.
        </p>
        {errors.note && (
          <p id={`${id}-note-error`} className={form.error}>
            {errors.note.message}
          </p>
        )}
      </div>
      {failure && <Alert>{failure}</Alert>}
      <div className={form.actions}>
        <SubmitButton busy={isSubmitting} busyLabel="Updating…">
          Update status
        </SubmitButton>
      </div>
    </form>
  );
}
