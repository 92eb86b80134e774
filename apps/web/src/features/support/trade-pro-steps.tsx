import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { formatPhoneInput } from '@rta/domain/support/phone';
import {
  ANNUAL_REVENUE_OPTIONS,
  PREFERRED_CONTACT_OPTIONS,
  TRADE_FIELD_LABELS as L,
  TRADE_LIMITS,
  YEARS_IN_BUSINESS_OPTIONS,
  type TradeApplicationInput,
} from '@rta/domain/support/trade-application';
import { TextField } from '../../ui/text-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField } from './text-area-field.tsx';
import form from '../../ui/form.module.css';
import styles from './support.module.css';

export interface StepProps {
  register: UseFormRegister<TradeApplicationInput>;
  errors: FieldErrors<TradeApplicationInput>;
}

export function CompanyStep({ register, errors, description }: StepProps & { description: string }) {
  const { max } = TRADE_LIMITS.companyDescription;
  return (
    <>
      <TextField
        label={L.companyName}
        autoComplete="organization"
        aria-required
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <TextAreaField
        label={L.companyDescription}
        aria-required
        counter={{ text: `${description.trim().length}/${max}`, warning: description.trim().length > max * 0.9 }}
        error={errors.companyDescription?.message}
        {...register('companyDescription')}
      />
      <TextField
        label={L.location}
        placeholder="City, State"
        aria-required
        error={errors.location?.message}
        {...register('location')}
      />
      <TextField
        label={`${L.website} (optional)`}
        type="url"
        autoComplete="url"
        placeholder="example.com"
        error={errors.website?.message}
        {...register('website')}
      />
    </>
  );
}

interface ContactStepProps extends StepProps {
  setValue: UseFormSetValue<TradeApplicationInput>;
  /** A signed-in applicant applies with their account's address. */
  emailReadOnly: boolean;
}

export function ContactStep({ register, errors, setValue, emailReadOnly }: ContactStepProps) {
  return (
    <>
      <TextField
        label={L.ownerName}
        autoComplete="name"
        aria-required
        error={errors.ownerName?.message}
        {...register('ownerName')}
      />
      <TextField
        label={L.email}
        type="email"
        autoComplete="email"
        aria-required
        readOnly={emailReadOnly}
        className={emailReadOnly ? `${form.input} ${styles.readOnly}` : undefined}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={L.phone}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        placeholder="(555) 123-4567"
        aria-required
        error={errors.phone?.message}
        // Spec §5 Phone: formatted as (xxx) xxx-xxxx while it is typed.
        {...register('phone', {
          onChange: (event: { target: { value: string } }) => setValue('phone', formatPhoneInput(event.target.value)),
        })}
      />
      <fieldset className={styles.choices}>
        <legend>{L.preferredContact}</legend>
        {PREFERRED_CONTACT_OPTIONS.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input type="radio" value={option.value} {...register('preferredContact')} />
            {option.label}
          </label>
        ))}
      </fieldset>
    </>
  );
}

export function BusinessStep({ register, errors }: StepProps) {
  const { min, max } = TRADE_LIMITS.projectsPerYear;
  return (
    <>
      <SelectField
        label={L.yearsInBusiness}
        placeholder="Select years in business"
        options={YEARS_IN_BUSINESS_OPTIONS}
        aria-required
        error={errors.yearsInBusiness?.message}
        {...register('yearsInBusiness')}
      />
      <SelectField
        label={L.annualRevenue}
        placeholder="Select annual revenue"
        options={ANNUAL_REVENUE_OPTIONS}
        aria-required
        error={errors.annualRevenue?.message}
        {...register('annualRevenue')}
      />
      <TextField
        label={L.projectsPerYear}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        aria-required
        error={errors.projectsPerYear?.message}
        {...register('projectsPerYear')}
      />
    </>
  );
}
