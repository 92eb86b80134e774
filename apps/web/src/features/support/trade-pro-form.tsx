import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { toast } from 'react-toastify';
import * as v from 'valibot';
import {
  TRADE_FIELDS,
  tradeApplicationSchema,
  type TradeApplication,
  type TradeApplicationInput,
} from '@rta/domain/support/trade-application';
import { LAST_STEP, moveToStep, submitProblem, TRADE_STEPS } from '@rta/domain/support/trade-application-steps';
import { tradeRequestBody } from '@rta/domain/support/requests';
import { useSession } from '../../stores/session-store.ts';
import { sendSupportRequest } from './api/send-support-request.ts';
import { StepIndicator } from './step-indicator.tsx';
import { BusinessStep, CompanyStep, ContactStep } from './trade-pro-steps.tsx';
import form from '../../ui/form.module.css';
import button from '../../ui/button.module.css';
import styles from './support.module.css';

const EMPTY: TradeApplicationInput = {
  companyName: '',
  companyDescription: '',
  location: '',
  website: '',
  ownerName: '',
  email: '',
  phone: '',
  preferredContact: 'email',
  yearsInBusiness: '',
  // The empty choice of the select: no answer yet, which the rules report as required.
  annualRevenue: '' as TradeApplicationInput['annualRevenue'],
  projectsPerYear: '',
};

/**
 * The multi-step Trade Pro application (spec §2, §4, §5): numbered steps, Previous, Next and
 * 'Submit Application'. Values survive moving between steps; forward moves check the
 * current step first. It is sent as formType trade_pro_registration with a flattened message.
 */
export function TradeProForm({ onDone }: { onDone: () => void }) {
  const user = useSession((state) => state.user);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setFocus,
    trigger,
    subscribe,
    getFieldState,
    control,
    formState: { errors, isSubmitting },
  } = useForm<TradeApplicationInput, unknown, TradeApplication>({
    resolver: valibotResolver(tradeApplicationSchema),
    // Messages appear on sending (or Next) and then follow the typing; none while the form is first filled in.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      ...EMPTY,
      ownerName: user ? `${user.first_name} ${user.last_name}` : '',
      email: user?.email ?? '',
    },
  });
  const [step, setStep] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const description = useWatch({ control, name: 'companyDescription' });
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!user) return;
    setValue('email', user.email);
    if (!getValues('ownerName')) setValue('ownerName', `${user.first_name} ${user.last_name}`);
  }, [user, setValue, getValues]);

  // Steps are checked with trigger(), not a submit, so a message would otherwise stay put: once
  // a field shows one, it follows the typing.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          const field = TRADE_FIELDS.find((candidate) => candidate === name);
          if (field && getFieldState(field).invalid) void trigger(field);
        },
      }),
    [subscribe, getFieldState, trigger],
  );

  // Opening lands on the first field rather than on the step buttons. A frame later, so it
  // comes after a closing menu (Trade Pros) has given focus back to its own button.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFocus('companyName'));
    return () => cancelAnimationFrame(frame);
  }, [setFocus]);

  // After a move, put focus on the new step's heading so it is announced; not on opening.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  /** Shows the messages of one step's fields and puts focus on the first one that is wrong. */
  const showStepErrors = async (index: number) => {
    const fields = TRADE_STEPS[index]?.fields ?? [];
    await trigger(fields);
    const wrong = fields.find((field) => !v.safeParse(tradeApplicationSchema.entries[field], getValues(field)).success);
    if (wrong) setFocus(wrong);
  };

  const goTo = async (requested: number) => {
    const move = moveToStep(step, requested, getValues());
    setFormError(move.message);
    if (move.message) {
      await showStepErrors(step);
      return;
    }
    moved.current = true;
    setStep(move.step);
  };

  const send = async (application: TradeApplication) => {
    const answer = await sendSupportRequest(tradeRequestBody(application));
    if (!answer.ok) {
      setFormError(answer.message);
      return;
    }
    toast.success(answer.message);
    onDone();
  };

  const onSubmit = async () => {
    if (step < LAST_STEP) return goTo(step + 1);
    const problem = submitProblem(step, getValues());
    if (problem) {
      setFormError(problem.message);
      if (problem.step !== step) {
        moved.current = true;
        setStep(problem.step);
      }
      await showStepErrors(problem.step);
      return;
    }
    setFormError(null);
    await handleSubmit(send)();
  };

  const current = TRADE_STEPS[step];
  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Trade Pro application"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <StepIndicator current={step} onChoose={(index) => void goTo(index)} />
      <h3 ref={heading} tabIndex={-1} className={styles.stepTitle}>
        Step {step + 1} of {TRADE_STEPS.length}: {current?.title}
      </h3>
      {step === 0 && <CompanyStep register={register} errors={errors} description={description ?? ''} />}
      {step === 1 && (
        <ContactStep register={register} errors={errors} setValue={setValue} emailReadOnly={user !== null} />
      )}
      {step === 2 && <BusinessStep register={register} errors={errors} />}
      {formError && (
        <p role="alert" className={form.alert}>
          {formError}
        </p>
      )}
      <div className={styles.stepActions}>
        {step > 0 ? (
          <button type="button" className={button.secondary} onClick={() => void goTo(step - 1)}>
            Previous
          </button>
        ) : (
          <span />
        )}
        {step < LAST_STEP ? (
          <button type="submit" className={button.primary}>
            Next
          </button>
        ) : (
          <button
            type="submit"
            className={button.primary}
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            Submit Application
          </button>
        )}
      </div>
      {isSubmitting && <p role="status">Sending your application…</p>}
    </form>
  );
}
