import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
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
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const describedBy = [counter ? counterId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        rows={5}
        className={`${form.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...textarea}
      />
      {counter && (
        <p id={counterId} className={styles.counter} data-warning={counter.warning}>
          {counter.text}
          <span className="visually-hidden"> characters</span>
        </p>
      )}
      {error && (
        <p id={errorId} className={form.error}>
          {error}
        </p>
      )}
    </div>
  );
}
