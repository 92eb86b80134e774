import { memo, useId } from 'react';
import { useForm } from 'react-hook-form';
import { DEFAULT_CEILING, PLAN_LIMITS, PLAN_MESSAGES, type Wall } from '@rta/domain/planner/plan';
import { formatLength } from '@rta/domain/planner/lengths';
import { readLengthField, type LengthField } from '@rta/domain/planner/fields';
import { TextField } from '../../ui/text-field.tsx';
import form from '../../ui/form.module.css';
import button from '../../ui/button.module.css';
import styles from './planner.module.css';

export interface WallValues {
  name: string;
  length: number;
  ceiling: number;
  joinsNext: boolean;
}

interface Fields {
  name: string;
  length: string;
  ceiling: string;
  joinsNext: boolean;
}

/** react-hook-form's rule for a length field: parseLength and the plan's bounds, with their messages. */
export const lengthRule = (field: LengthField) => ({
  validate: (text: string) => {
    const read = readLengthField(field, text);
    return read.ok || read.message;
  },
});

export const inchesOf = (field: LengthField, text: string): number => {
  const read = readLengthField(field, text);
  if (!read.ok) throw new Error(read.message); // validated before submit
  return read.inches;
};

const LENGTH_HINT = 'As you measure it: 120, 120 1/2 or 10\' 1/2".';

/**
 * A wall's name, length, ceiling and corner (issue 22): adds a wall, or changes one. Lengths are
 * typed the way people measure and shown back in feet, inches and fractions.
 */
export const WallForm = memo(function WallForm({
  wall,
  defaultName,
  onSave,
  onCancel,
}: {
  wall?: Wall;
  /** The name a new wall gets when the field is left as it is ('Wall B'). */
  defaultName: string;
  /** Answers a message to show at the length field (the plan refused the change), or null when saved. */
  onSave: (values: WallValues) => string | null;
  onCancel?: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Fields>({
    defaultValues: {
      name: wall?.name ?? '',
      length: wall ? formatLength(wall.length) : '',
      ceiling: formatLength(wall?.ceiling ?? DEFAULT_CEILING),
      joinsNext: wall?.joinsNext ?? false,
    },
  });

  const submit = (fields: Fields) => {
    const message = onSave({
      name: fields.name.trim() || defaultName,
      length: inchesOf('wallLength', fields.length),
      ceiling: inchesOf('ceiling', fields.ceiling),
      joinsNext: fields.joinsNext,
    });
    if (message !== null) {
      setError('length', { message }, { shouldFocus: true });
      return;
    }
    if (!wall) reset({ name: '', length: '', ceiling: fields.ceiling, joinsNext: false });
  };

  const verb = wall ? `Save ${wall.name}` : 'Add wall';
  return (
    <form
      className={form.form}
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-label={wall ? `Edit ${wall.name}` : 'Add a wall'}
    >
      <div className={form.row}>
        <TextField
          label="Wall name"
          autoComplete="off"
          placeholder={defaultName}
          maxLength={PLAN_LIMITS.wallName}
          error={errors.name?.message}
          {...register('name', {
            validate: (text) => text.trim().length > 0 || !wall || PLAN_MESSAGES.wallName,
          })}
        />
        <TextField
          label="Length"
          autoComplete="off"
          inputMode="text"
          hint={LENGTH_HINT}
          error={errors.length?.message}
          {...register('length', lengthRule('wallLength'))}
        />
        <TextField
          label="Ceiling height"
          autoComplete="off"
          error={errors.ceiling?.message}
          {...register('ceiling', lengthRule('ceiling'))}
        />
      </div>
      <div className={styles.checkbox}>
        <input id={`${id}-joins`} type="checkbox" {...register('joinsNext')} />
        <label htmlFor={`${id}-joins`}>Joins the next wall (an inside corner at its right end)</label>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={button.primary}>
          {verb}
        </button>
        {onCancel && (
          <button type="button" className={button.secondary} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
});
