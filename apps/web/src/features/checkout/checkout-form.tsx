import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';
import type { checkoutDetailsSchema, CheckoutDetails } from '@rta/domain/checkout/checkout';
import { paymentChoices } from '@rta/domain/checkout/rules';
import { formatCents } from '@rta/domain/pricing/money';
import { storeConfig } from '../../lib/store-config.ts';
import styles from './checkout-page.module.css';
import button from '../../ui/button.module.css';

interface CheckoutFormProps {
  form: UseFormReturn<v.InferInput<typeof checkoutDetailsSchema>, unknown, CheckoutDetails>;
  busy: boolean;
  /** Set while the browser is on its way to the card payment page. */
  leaving?: boolean;
  canSubmit: boolean;
  onSubmit: (details: CheckoutDetails) => void;
  children?: ReactNode;
}

/** Who the order is for, and pickup or delivery. */
export function CheckoutForm({ form, busy, leaving = false, canSubmit, onSubmit, children }: CheckoutFormProps) {
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  const fulfilment = useWatch({ control: form.control, name: 'fulfilment' });
  const paymentMethod = useWatch({ control: form.control, name: 'paymentMethod' });
  // Card choices only when the store takes cards (Stripe configured); delivery is paid by card.
  const choices = storeConfig.cardPayments ? paymentChoices(fulfilment, true) : [];
  const byCard = choices.length > 0 && paymentMethod === 'card';
  const freight = storeConfig.freight;
  const field = (
    name: 'customerName' | 'billingAddress' | 'phone',
    label: string,
    props: Record<string, string> = {},
  ) => (
    <div className={styles.field}>
      <label htmlFor={`checkout-${name}`}>{label}</label>
      <input
        id={`checkout-${name}`}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `checkout-${name}-error` : undefined}
        {...props}
        {...register(name)}
      />
      {errors[name] && (
        <p id={`checkout-${name}-error`} className={styles.error}>
          {errors[name].message}
        </p>
      )}
    </div>
  );

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      aria-label="Checkout details"
    >
      {field('customerName', 'Customer name', { autoComplete: 'name' })}
      {field('billingAddress', 'Billing address', { autoComplete: 'street-address' })}
      {field('phone', 'Phone', { autoComplete: 'tel', inputMode: 'tel', placeholder: '(555) 555-5555' })}
      <fieldset className={styles.fulfilment}>
        <legend>Fulfilment</legend>
        <label>
          <input type="radio" value="pickup" {...register('fulfilment')} /> Showroom pickup (free)
        </label>
        <label>
          <input type="radio" value="delivery" {...register('fulfilment')} /> Freight delivery (
          {formatCents(freight.rateCents)}, free from {formatCents(freight.freeFromCents)})
        </label>
      </fieldset>
      {choices.length > 0 && (
        <fieldset className={styles.fulfilment}>
          <legend>Payment</legend>
          <label>
            <input type="radio" value="card" {...register('paymentMethod')} /> Pay by card now (secure checkout by
            Stripe)
          </label>
          {choices.includes('pickup') ? (
            <label>
              <input type="radio" value="pickup" {...register('paymentMethod')} /> Pay at the showroom when you collect
              it
            </label>
          ) : (
            <p className={styles.muted}>Delivery orders are paid by card before they ship.</p>
          )}
        </fieldset>
      )}
      {children}
      <button type="submit" className={button.primary} disabled={busy || leaving || !canSubmit}>
        {busy ? 'Placing order…' : byCard ? 'Place order and pay' : 'Place order'}
      </button>
      {leaving && <p role="status">Taking you to secure card payment…</p>}
    </form>
  );
}
