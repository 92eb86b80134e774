import { memo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  BASE_SPACES,
  SPACE_WIDTHS,
  UPPER_SPACES,
  type BaseSpace,
  type Row,
  type UpperSpace,
} from '@rta/domain/planner/plan';
import { formatLength } from '@rta/domain/planner/lengths';
import { SPACE_NAMES } from '@rta/domain/planner/space-names';
import { TextField } from '../../ui/text-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { inchesOf, lengthRule } from './wall-form.tsx';
import form from '../../ui/form.module.css';
import button from '../../ui/button.module.css';
import styles from './planner.module.css';

type Space = BaseSpace | UpperSpace;

const SPACES: readonly { value: Space; label: string; row: Row }[] = [
  ...BASE_SPACES.map((space) => ({
    value: space,
    label: `${SPACE_NAMES[space]} space (base row, usually ${formatLength(SPACE_WIDTHS[space])})`,
    row: 'base' as const,
  })),
  ...UPPER_SPACES.map((space) => ({
    value: space,
    label: `${SPACE_NAMES[space]} gap (wall row, usually ${formatLength(SPACE_WIDTHS[space])})`,
    row: 'upper' as const,
  })),
];

const BASE: ReadonlySet<Space> = new Set(BASE_SPACES);

interface Fields {
  space: Space;
  width: string;
}

/**
 * An appliance space in the base row, or a gap in the wall row, at the row's end: its width
 * defaults to the usual one. It takes the wall's name only (as OpeningForm).
 */
export const SpaceForm = memo(function SpaceForm({
  wallName,
  onAdd,
}: {
  wallName: string;
  onAdd: (row: Row, space: Space, width: number) => void;
}) {
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<Fields>({ defaultValues: { space: 'range', width: formatLength(SPACE_WIDTHS.range) } });
  const space = useWatch({ control, name: 'space' });

  const submit = (fields: Fields) => {
    const chosen = SPACES.find((one) => one.value === fields.space);
    if (!chosen) return;
    onAdd(chosen.row, chosen.value, inchesOf('width', fields.width));
  };

  const spaceField = register('space');
  return (
    <form className={form.form} noValidate onSubmit={handleSubmit(submit)} aria-label={`Add a space to ${wallName}`}>
      <div className={form.row}>
        <SelectField
          label="Space"
          options={SPACES}
          {...spaceField}
          onChange={(event) => {
            void spaceField.onChange(event);
            const chosen = event.target.value as Space;
            setValue('width', formatLength(SPACE_WIDTHS[chosen]), { shouldValidate: true });
          }}
        />
        <TextField
          label="Space width"
          autoComplete="off"
          error={errors.width?.message}
          {...register('width', lengthRule('width'))}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={button.secondary}>
          Add {SPACE_NAMES[space].toLowerCase()} {BASE.has(space) ? 'space' : 'gap'} to {wallName}
        </button>
      </div>
    </form>
  );
});
