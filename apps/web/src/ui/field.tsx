import { useId, type ReactNode } from 'react';
import styles from './form.module.css';

/** What a field's control carries so that its note and error are read with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  /** The field's message, shown under it and read with it. */
  error?: string | undefined;
  /** A note read with the control (what it expects, how full it is), given the id it must carry. */
  note?: ((id: string) => ReactNode) | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control (input, select, text area) whose note and error are tied to it for screen readers. */
export function Field({ label, error, note, children }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const describedBy = [note ? noteId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {note?.(noteId)}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A field's hint, in the note's place. */
export const hintNote = (hint: string | undefined) =>
  hint
    ? (id: string) => (
        <p id={id} className={styles.hint}>
          {hint}
        </p>
      )
    : undefined;
