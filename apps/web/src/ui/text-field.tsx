import type { InputHTMLAttributes, Ref } from 'react';
import { Field, hintNote } from './field.tsx';
import styles from './form.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The field's message, shown under it and read with it. */
  error?: string | undefined;
  /** What the field expects, read with it (e.g. the password rules). */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are tied to it for screen readers. Takes react-hook-form's register() props. */
export function TextField({ label, error, hint, ref, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} note={hintNote(hint)}>
      {(control) => <input ref={ref} className={styles.input} {...control} {...input} />}
    </Field>
  );
}

/** The account forms' e-mail address field (log in, sign up, reset password). */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label="Email" type="email" autoComplete="email" aria-required {...props} />;
}
