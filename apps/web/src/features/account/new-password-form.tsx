import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { isOpaqueToken } from '@rta/domain/accounts/constants';
import type { newPasswordFormSchema } from '@rta/domain/accounts/rules';
import { AUTH_ERROR_CODES, AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { useDialogStore } from '../../stores/dialog-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { passwordResetCompleteRequest } from './api/password-api.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { loadPasswordWords, preloadPasswordWords } from './password-words-loader.ts';
import form from '../../ui/form.module.css';
import button from '../../ui/button.module.css';
import { SubmitButton } from '../../ui/submit-button.tsx';

const RESET_FAILED = 'We could not set your new password right now. Please try again.';

type Schema = typeof newPasswordFormSchema;
const resolver = lazyResolver(() =>
  Promise.all([import('@rta/domain/accounts/rules'), loadPasswordWords()]).then(([rules, words]) =>
    rules.newPasswordFormSchemaWith(words),
  ),
);

type Outcome = { kind: 'done'; message: string } | { kind: 'linkInvalid' } | { kind: 'failed'; message: string };

function InvalidLink() {
  return (
    <>
      <Alert>{M.resetLinkInvalid}</Alert>
      <p>
        <Link to={paths.resetPassword}>Ask for a new link</Link>
      </p>
    </>
  );
}

/** /reset-password/{token}: a new password under the signup rules, typed twice. */
export function NewPasswordForm({ token }: { token: string }) {
  const showLogin = useDialogStore((state) => state.show);
  const {
    register,
    handleSubmit,
    getFieldState,
    trigger,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<v.InferInput<Schema>, unknown, v.InferOutput<Schema>>({
    resolver,
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    if (isOpaqueToken(token)) preloadPasswordWords();
  }, [token]);

  // A link that cannot be one of ours is refused before anyone types a password for it.
  if (!isOpaqueToken(token)) return <InvalidLink />;
  if (outcome?.kind === 'linkInvalid') return <InvalidLink />;
  if (outcome?.kind === 'done') {
    return (
      <>
        <p role="status" className={form.notice}>
          {outcome.message}
        </p>
        <p>
          <button type="button" className={button.primary} onClick={() => showLogin('login')}>
            Log in
          </button>
        </p>
      </>
    );
  }

  const submit = async ({ password }: { password: string }) => {
    try {
      setOutcome({ kind: 'done', message: (await passwordResetCompleteRequest(token, password)).message });
    } catch (error) {
      const passwordMessage = error instanceof ApiError ? error.fields.password : undefined;
      if (error instanceof ApiError && error.code === AUTH_ERROR_CODES.resetLinkInvalid)
        setOutcome({ kind: 'linkInvalid' });
      // Refused for what only the server knows (the account's names): said at the field, which gets focus.
      else if (passwordMessage)
        setError('password', { type: 'server', message: passwordMessage }, { shouldFocus: true });
      else
        setOutcome({
          kind: 'failed',
          message: error instanceof ApiError && error.status < 500 ? error.message : RESET_FAILED,
        });
    }
  };

  return (
    <form className={form.form} noValidate onSubmit={handleSubmit(submit)}>
      <NewPasswordFields
        form={{ register, getFieldState, trigger }}
        errors={errors}
        label="New password"
        confirmLabel="Confirm new password"
      />
      {outcome?.kind === 'failed' && <Alert>{outcome.message}</Alert>}
      <div className={form.actions}>
        <SubmitButton busy={isSubmitting} busyLabel="Saving..." disabled={!isValid}>
          Set new password
        </SubmitButton>
      </div>
    </form>
  );
}
