import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field } from '../../ui/field.tsx';
import form from '../../ui/form.module.css';
import styles from './support.module.css';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
  /** How full the field is, e.g. '120/1000'; `warning` when it is nearly full. */
  counter?: { text: string; warning: boolean };
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text area whose counter and error are read with it. Takes react-hook-form's register() props. */
export function TextAreaField({ label, error, counter, ref, ...textarea }: TextAreaFieldProps) {
  const note =
    counter &&
    ((id: string) => (
      <p id={id} className={styles.counter} data-warning={counter.warning}>
        {counter.text}
        <span className="visually-hidden"> characters</span>
      </p>
    ));
  return (
    <Field label={label} error={error} note={note}>
      {(control) => (
        <textarea ref={ref} rows={5} className={`${form.input} ${styles.textarea}`} {...control} {...textarea} />
      )}
    </Field>
  );
}
