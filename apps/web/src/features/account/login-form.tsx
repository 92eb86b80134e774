import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { toast } from 'react-toastify';
import type * as v from 'valibot';
import { loginFormSchema, type LoginForm as LoginValues } from '@rta/domain/accounts/rules';
import { AUTH_MESSAGES as M, welcomeBackMessage, welcomeNewMessage } from '@rta/domain/accounts/messages';
import { paths } from '../../config/paths.ts';
import { ensureDeviceFingerprint } from '../../lib/device-fingerprint.ts';
import { ensureDeviceKey } from '../../lib/device-key.ts';
import { storeConfig } from '../../lib/store-config.ts';
import { EmailField, TextField } from '../../ui/text-field.tsx';
import { Alert } from '../../ui/alert.tsx';
import { loginRequest } from './api/session-api.ts';
import { isFailedAttempt, isNewDeviceLocked, loginErrorMessage } from './auth-errors.ts';
import { clearFailures, recordFailure } from './client-lockout.ts';
import { NewDeviceOffer } from './new-device-offer.tsx';
import { completeLogin } from './session-actions.ts';
import { takeNewAccount } from './session-flags.ts';
import { useClientLockout } from './use-client-lockout.ts';
import form from '../../ui/form.module.css';
import button from '../../ui/button.module.css';
import { SubmitButton } from '../../ui/submit-button.tsx';

interface LoginFormProps {
  /** Filled in after a signup, when the password is what is left to type. */
  defaultEmail: string;
  onSignup: () => void;
  onDone: () => void;
}

/** Login (spec §5, §8 Login): submit stays disabled until the form is valid or while attempts are blocked. */
export function LoginForm({ defaultEmail, onSignup, onDone }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    setFocus,
    getValues,
    formState: { errors, isValid, isSubmitting },
  } = useForm<v.InferInput<typeof loginFormSchema>, unknown, LoginValues>({
    resolver: valibotResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail, password: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  /** The address the server has locked new devices out of (423), for the new-device link. */
  const [lockedEmail, setLockedEmail] = useState<string | null>(null);
  const lockout = useClientLockout();

  // Switching here from signup unmounts the button that had focus: put it where typing goes on.
  useEffect(() => setFocus(defaultEmail ? 'password' : 'email'), [defaultEmail, setFocus]);

  const submit = async (values: LoginValues) => {
    setFormError(null);
    setLockedEmail(null);
    try {
      const response = await loginRequest(values, ensureDeviceFingerprint(), ensureDeviceKey());
      clearFailures();
      completeLogin(response);
      const name = response.user.first_name;
      const isNew = takeNewAccount(response.user.email);
      toast.success(isNew ? welcomeNewMessage(name, storeConfig.storeName) : welcomeBackMessage(name));
      onDone();
    } catch (error) {
      if (isFailedAttempt(error)) recordFailure();
      lockout.recheck();
      setFormError(loginErrorMessage(error));
      if (isNewDeviceLocked(error)) setLockedEmail(getValues('email'));
    }
  };

  const alert = lockout.locked ? M.tooManyAttempts : formError;
  return (
    <form className={form.form} noValidate onSubmit={handleSubmit(submit)}>
      <EmailField error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        aria-required
        error={errors.password?.message}
        {...register('password')}
      />
      {alert && <Alert>{alert}</Alert>}
      {lockedEmail !== null && <NewDeviceOffer key={lockedEmail} email={lockedEmail} />}
      <div className={form.actions}>
        <SubmitButton busy={isSubmitting} busyLabel="Logging in..." disabled={!isValid || lockout.locked}>
          Login
        </SubmitButton>
        <Link to={paths.resetPassword} onClick={onDone}>
          Forgot your password?
        </Link>
      </div>
      <p>
        New here?{' '}
        <button type="button" className={button.link} onClick={onSignup}>
          Create an account
        </button>
      </p>
    </form>
  );
}
