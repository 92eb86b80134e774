import { memo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Opening } from '@rta/domain/planner/plan';
import { TextField } from '../../ui/text-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { inchesOf, lengthRule } from './wall-form.tsx';
import form from '../../ui/form.module.css';
import button from '../../ui/button.module.css';
import styles from './planner.module.css';

interface Fields {
  kind: Opening['kind'];
  from: string;
  width: string;
  sill: string;
  height: string;
}

const KINDS = [
  { value: 'window', label: 'Window' },
  { value: 'door', label: 'Door' },
] as const;

/**
 * A window or door of a wall, where it is: from the wall's left end, its width, sill and height.
 * It takes the wall's name only, so that a move on its wall does not redraw it.
 */
export const OpeningForm = memo(function OpeningForm({
  wallName,
  onAdd,
}: {
  wallName: string;
  /** Answers a message to show at the form (the opening does not fit the wall), or null when added. */
  onAdd: (opening: Omit<Opening, 'id'>) => string | null;
}) {
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors },
  } = useForm<Fields>({ defaultValues: { kind: 'window', from: '', width: '36', sill: '42', height: '36' } });
  const kind = useWatch({ control, name: 'kind' });

  const submit = (fields: Fields) => {
    const door = fields.kind === 'door';
    const message = onAdd({
      kind: fields.kind,
      from: inchesOf('from', fields.from),
      width: inchesOf('width', fields.width),
      sill: door ? 0 : inchesOf('sill', fields.sill),
      height: inchesOf('height', fields.height),
    });
    if (message !== null) {
      setError('from', { message }, { shouldFocus: true });
      return;
    }
    reset();
  };

  return (
    <form
      className={form.form}
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-label={`Add a window or door to ${wallName}`}
    >
      <div className={form.row}>
        <SelectField label="Opening" options={KINDS} {...register('kind')} />
        <TextField
          label="From the left end"
          autoComplete="off"
          error={errors.from?.message}
          {...register('from', lengthRule('from'))}
        />
        <TextField
          label="Opening width"
          autoComplete="off"
          error={errors.width?.message}
          {...register('width', lengthRule('width'))}
        />
        {kind === 'window' && (
          <TextField
            label="Sill height"
            autoComplete="off"
            error={errors.sill?.message}
            {...register('sill', { ...lengthRule('sill'), shouldUnregister: true })}
          />
        )}
        <TextField
          label="Opening height"
          autoComplete="off"
          error={errors.height?.message}
          {...register('height', lengthRule('height'))}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={button.secondary}>
          Add {kind === 'door' ? 'door' : 'window'} to {wallName}
        </button>
      </div>
    </form>
  );
});
