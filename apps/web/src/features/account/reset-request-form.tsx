import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import type { passwordResetRequestSchema } from '@rta/domain/api/accounts';
import { ApiError } from '../../lib/api-client.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { EmailField } from '../../ui/text-field.tsx';
import { Alert } from '../../ui/alert.tsx';
import { passwordResetRequest } from './api/password-api.ts';
import { RESET_REQUEST_TEXT } from './reset-request-text.ts';
import form from '../../ui/form.module.css';
import { SubmitButton } from '../../ui/submit-button.tsx';

const REQUEST_FAILED = 'We could not send the link right now. Please try again.';

type Schema = typeof passwordResetRequestSchema;
const resolver = lazyResolver(() =>
  import('@rta/domain/api/accounts').then((module) => module.passwordResetRequestSchema),
);

/** /reset-password: asks for the address; the answer is the same whether or not it has an account. */
export function ResetRequestForm() {
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<v.InferInput<Schema>, unknown, v.InferOutput<Schema>>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ email }: { email: string }) => {
    setFailure(null);
    try {
      setSent((await passwordResetRequest(email)).message);
    } catch (error) {
      setFailure(error instanceof ApiError && error.status < 500 ? error.message : REQUEST_FAILED);
    }
  };

  if (sent) {
    return (
      <p role="status" className={form.notice}>
        {sent}
      </p>
    );
  }
  return (
    <form className={form.form} noValidate onSubmit={handleSubmit(submit)}>
      <p>{RESET_REQUEST_TEXT}</p>
      <EmailField error={errors.email?.message} {...register('email')} />
      {failure && <Alert>{failure}</Alert>}
      <div className={form.actions}>
        <SubmitButton busy={isSubmitting} busyLabel="Sending..." disabled={!isValid}>
          Send reset link
        </SubmitButton>
      </div>
    </form>
  );
}
