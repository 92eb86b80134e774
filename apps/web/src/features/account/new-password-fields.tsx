import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../ui/text-field.tsx';
import { recheckConfirmation, type ConfirmationField } from './password-confirmation.ts';
import { PASSWORD_HINT } from './password-hint.ts';

type Name = 'password' | 'confirmPassword';

interface NewPasswordFieldsProps {
  /** What of the form's react-hook-form methods the two fields use. */
  form: ConfirmationField & {
    register: (name: Name, options?: { onChange: () => void }) => UseFormRegisterReturn<Name>;
  };
  errors: Partial<Record<Name, { message?: string | undefined }>>;
  label: string;
  confirmLabel: string;
}

/** A new password under the signup rules, their hint read with it, and the same typed again (signup, password reset). */
export function NewPasswordFields({ form, errors, label, confirmLabel }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        aria-required
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...form.register('password', { onChange: () => recheckConfirmation(form) })}
      />
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        aria-required
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
    </>
  );
}
