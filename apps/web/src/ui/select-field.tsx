import type { Ref, SelectHTMLAttributes } from 'react';
import { Field, hintNote } from './field.tsx';
import form from './form.module.css';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** The empty first choice ("Select …"), which counts as no answer. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select whose hint and error are read with it. Takes react-hook-form's register() props. */
export function SelectField({ label, placeholder, options, error, hint, ref, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error} note={hintNote(hint)}>
      {(control) => (
        <select ref={ref} className={form.input} {...control} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A select's options from a table of value → label. */
export const optionsOf = (choices: Readonly<Record<string, string>>) =>
  Object.entries(choices).map(([value, label]) => ({ value, label }));
