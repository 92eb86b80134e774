import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { CONTRACTOR_TIERS } from '@rta/domain/accounts/roles';
import type {
  approveApplicationSchema,
  declineApplicationSchema,
  StaffApplicationDetail,
} from '@rta/domain/api/staff-applications';
import { DECLINE_REASON_MAX, STAFF_APPLICATION_MESSAGES as M } from '@rta/domain/staff/applications-constants';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { Alert } from '../../../ui/alert.tsx';
import { approveApplication, declineApplication, storeApplicationDetail } from './api/staff-applications-api.ts';
import { useStaffChange } from '../use-staff-change.ts';
import styles from '../console-table.module.css';
import button from '../../../ui/button.module.css';
import form from '../../../ui/form.module.css';
import { SubmitButton } from '../../../ui/submit-button.tsx';

type ApproveSchema = typeof approveApplicationSchema;
type DeclineSchema = typeof declineApplicationSchema;

/** The decisions' schemas load the first time a form validates, not with the page. */
const schemas = () => import('@rta/domain/api/staff-applications');
const approveResolver = lazyResolver(() => schemas().then((module) => module.approveApplicationSchema));
const declineResolver = lazyResolver(() => schemas().then((module) => module.declineApplicationSchema));

/** Approve with a tier: the applicant's account gets the tier's role and an e-mail. */
export function ApproveForm({ application }: { application: StaffApplicationDetail }) {
  const id = useId();
  const client = useQueryClient();
  const { failure, run } = useStaffChange('The application was not approved');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<v.InferInput<ApproveSchema>, unknown, v.InferOutput<ApproveSchema>>({ resolver: approveResolver });
  const submit = ({ tier }: v.InferOutput<ApproveSchema>) =>
    run(async () => {
      storeApplicationDetail(client, await approveApplication(application.id, tier));
      return M.approved(tier);
    });
  return (
    <form className={form.form} noValidate onSubmit={handleSubmit(submit)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Approve</h3>
      <fieldset className={styles.choices} aria-describedby={errors.tier ? `${id}-error` : undefined}>
        <legend>Tier</legend>
        {CONTRACTOR_TIERS.map((tier) => (
          <label key={tier.tier}>
            <input type="radio" value={tier.tier} {...register('tier')} /> {tier.tier} ({tier.discountPercent}% off item
            prices)
          </label>
        ))}
      </fieldset>
      {errors.tier && (
        <p id={`${id}-error`} className={form.error}>
          {errors.tier.message}
        </p>
      )}
      {failure && <Alert>{failure}</Alert>}
      <div className={form.actions}>
        <SubmitButton busy={isSubmitting} busyLabel="Approving…">
          Approve application
        </SubmitButton>
      </div>
    </form>
  );
}

/** Decline with a reason, which the applicant receives by e-mail. */
export function DeclineForm({ application }: { application: StaffApplicationDetail }) {
  const id = useId();
  const client = useQueryClient();
  const { failure, run } = useStaffChange('The application was not declined');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<v.InferInput<DeclineSchema>, unknown, v.InferOutput<DeclineSchema>>({
    resolver: declineResolver,
    defaultValues: { reason: '' },
  });
  const submit = ({ reason }: v.InferOutput<DeclineSchema>) =>
    run(async () => {
      storeApplicationDetail(client, await declineApplication(application.id, reason));
      return M.declined;
    });
  return (
    <form className={form.form} noValidate onSubmit={handleSubmit(submit)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Decline</h3>
      <div className={form.field}>
        <label htmlFor={`${id}-reason`} className={form.label}>
          Reason (sent to the applicant)
        </label>
        <textarea
          id={`${id}-reason`}
          className={styles.textarea}
          maxLength={DECLINE_REASON_MAX}
          aria-required
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          {...register('reason')}
        />
        {errors.reason && (
          <p id={`${id}-reason-error`} className={form.error}>
            {errors.reason.message}
          </p>
        )}
      </div>
      {failure && <Alert>{failure}</Alert>}
      <div className={form.actions}>
        <SubmitButton busy={isSubmitting} busyLabel="Declining…" className={button.secondary}>
          Decline application
        </SubmitButton>
      </div>
    </form>
  );
}
