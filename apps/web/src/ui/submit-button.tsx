import type { ReactNode } from 'react';
import button from './button.module.css';

interface SubmitButtonProps {
  /** The form is being sent: the button is disabled and says what is happening. */
  busy: boolean;
  busyLabel: string;
  /** Disabled for another reason as well (the form is not complete yet, a lockout). */
  disabled?: boolean;
  className?: string | undefined;
  children: ReactNode;
}

/** A form's submit button: disabled while the form is sent, and labelled with what is happening. */
export function SubmitButton({
  busy,
  busyLabel,
  disabled = false,
  className = button.primary,
  children,
}: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={disabled || busy}>
      {busy ? busyLabel : children}
    </button>
  );
}
