import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type * as v from 'valibot';
import type { signupFormSchema, SignupForm as SignupValues } from '@rta/domain/accounts/rules';
import { SIGNUP_TOAST_MS } from '@rta/domain/accounts/constants';
import { AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import { ApiError } from '../../lib/api-client.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { EmailField, TextField } from '../../ui/text-field.tsx';
import { Alert } from '../../ui/alert.tsx';
import { signupRequest } from './api/signup-api.ts';
import { isFailedAttempt, isSignupEmailUnavailable, signupErrorMessage } from './auth-errors.ts';
import { clearFailures, recordFailure } from './client-lockout.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { loadPasswordWords, preloadPasswordWords } from './password-words-loader.ts';
import { rememberNewAccount } from './session-flags.ts';
import { useClientLockout } from './use-client-lockout.ts';
import form from '../../ui/form.module.css';
import button from '../../ui/button.module.css';
import { SubmitButton } from '../../ui/submit-button.tsx';

type FieldName = keyof v.InferInput<typeof signupFormSchema>;
const FIELD_NAMES: readonly FieldName[] = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'];
const isFieldName = (name: string): name is FieldName => (FIELD_NAMES as readonly string[]).includes(name);

const resolver = lazyResolver(() =>
  Promise.all([import('@rta/domain/accounts/rules'), loadPasswordWords()]).then(([rules, words]) =>
    rules.signupFormSchemaWith(words),
  ),
);

interface SignupFormProps {
  onLogin: () => void;
  onSignedUp: (email: string) => void;
}

/** Signup (spec §5, §8 Signup): the rules and messages are the domain's, shared with the server. */
export function SignupForm({ onLogin, onSignedUp }: SignupFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getFieldState,
    trigger,
    formState: { errors, isValid, isSubmitting },
  } = useForm<v.InferInput<typeof signupFormSchema>, unknown, SignupValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const lockout = useClientLockout();

  // Switching here from login unmounts the button that had focus: start at the first field.
  useEffect(() => setFocus('firstName'), [setFocus]);
  useEffect(preloadPasswordWords, []);

  const submit = async ({ confirmPassword: _confirm, ...request }: SignupValues) => {
    setFormError(null);
    try {
      await signupRequest(request);
      clearFailures();
      rememberNewAccount(request.email);
      toast.success(M.signupSuccess, { autoClose: SIGNUP_TOAST_MS });
      onSignedUp(request.email);
    } catch (error) {
      if (isFailedAttempt(error)) recordFailure();
      lockout.recheck();
      const message = signupErrorMessage(error);
      if (isSignupEmailUnavailable(error)) {
        // Spec §8: the message sits with the e-mail field, and focus goes there to change it.
        setError('email', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      for (const [name, fieldMessage] of fields)
        if (isFieldName(name)) setError(name, { type: 'server', message: fieldMessage });
      setFormError(message);
    }
  };

  const alert = lockout.locked ? M.tooManyAttempts : formError;
  return (
    <form className={form.form} noValidate onSubmit={handleSubmit(submit)}>
      <div className={form.row}>
        <TextField
          label="First name"
          autoComplete="given-name"
          aria-required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          aria-required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <EmailField error={errors.email?.message} {...register('email')} />
      <NewPasswordFields
        form={{ register, getFieldState, trigger }}
        errors={errors}
        label="Password"
        confirmLabel="Confirm password"
      />
      {alert && <Alert>{alert}</Alert>}
      <div className={form.actions}>
        <SubmitButton busy={isSubmitting} busyLabel="Signing up..." disabled={!isValid || lockout.locked}>
          Sign up
        </SubmitButton>
      </div>
      <p>
        Already have an account?{' '}
        <button type="button" className={button.link} onClick={onLogin}>
          Log in
        </button>
      </p>
    </form>
  );
}
