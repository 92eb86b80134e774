import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { buildCheckoutItems, CHECKOUT_MESSAGES, checkoutDetailsSchema, paymentChoices, type CheckoutDetails } from '@rta/domain/checkout';
import { toCartSave } from '@rta/domain/cart-choices';
import { linePrice } from '@rta/domain/pricing';
import { allItems } from '@rta/domain/binder';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useBinderStore } from '../../stores/binder-store.ts';
import { useDialogStore } from '../../stores/dialog-store.ts';
import { useContractorTier, useCurrentUser } from '../../stores/session-store.ts';
import { storeConfig } from '../../lib/store-config.ts';
import { notify } from '../../lib/notify.ts';
import { fetchCheckoutQuote, placeOrder } from './api/checkout-api.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { CheckoutLines } from './checkout-lines.tsx';
import { OrderSummary } from './order-summary.tsx';
import { clearCheckoutState, readCheckoutState, saveCheckoutState } from './checkout-state.ts';
import { saveConfirmation } from './confirmation-state.ts';
import styles from './checkout-page.module.css';
import button from '../../ui/button.module.css';

type DetailsInput = z.input<typeof checkoutDetailsSchema>;

/** /checkout (spec §2, §4 Checkout mode): the binder priced by the server, the customer's details, one order. */
export function CheckoutPage() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const tier = useContractorTier();
  const items = useBinderStore((state) => state.items);
  const labels = useBinderStore((state) => state.labels);
  const preAssembly = useBinderStore((state) => state.preAssembly);
  const emptyBinder = useBinderStore((state) => state.empty);
  const showSupport = useDialogStore((state) => state.showSupport);
  const saved = useMemo(() => readCheckoutState(), []);
  // One key per attempt to buy: a retry or a double click reuses it, so the server makes one order.
  const idempotencyKey = useRef(saved?.idempotencyKey ?? crypto.randomUUID());

  const form = useForm<DetailsInput, unknown, CheckoutDetails>({
    resolver: zodResolver(checkoutDetailsSchema),
    mode: 'onTouched',
    defaultValues: {
      ...(saved ?? {
        customerName: user ? `${user.first_name} ${user.last_name}` : '',
        billingAddress: '',
        phone: '',
        fulfilment: 'pickup',
      }),
      // Card first when the store takes cards; otherwise the server's default (the showroom).
      paymentMethod: storeConfig.cardPayments ? (saved?.paymentMethod ?? 'card') : undefined,
    },
  });
  const fulfilment = useWatch({ control: form.control, name: 'fulfilment' });
  const paymentMethod = useWatch({ control: form.control, name: 'paymentMethod' });
  const [leaving, setLeaving] = useState(false);
  // Paying at the showroom goes with showroom pickup: a delivery switches to card.
  useEffect(() => {
    if (paymentMethod && !paymentChoices(fulfilment, storeConfig.cardPayments).includes(paymentMethod)) form.setValue('paymentMethod', 'card');
  }, [form, fulfilment, paymentMethod]);
  const cart = useMemo(() => toCartSave({ items, labels, preAssembly }), [items, labels, preAssembly]);
  const shownTotals = useMemo(
    () => new Map(allItems({ items, labels }).map((item) => [item.id, linePrice(item, tier, preAssembly).total])),
    [items, labels, preAssembly, tier],
  );

  // What the lines look like before the server has priced them (amounts hidden until it has).
  const binderLines = useMemo(() => buildCheckoutItems({ items, labels }, tier, preAssembly), [items, labels, preAssembly, tier]);

  const quote = useQuery({
    queryKey: ['checkout-quote', cart, fulfilment],
    queryFn: ({ signal }) => fetchCheckoutQuote(cart, fulfilment, signal),
    enabled: cart.items.length + cart.labels.length > 0,
  });
  useEffect(() => {
    if (quote.isError) notify.error(CHECKOUT_MESSAGES.pricesFailed, { toastId: 'checkout-prices' });
  }, [quote.isError]);

  // Keep what was typed, so a reload restores it (spec §2); leaving checkout mode clears it.
  useEffect(() => {
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ values }) =>
        saveCheckoutState({
          customerName: values.customerName,
          billingAddress: values.billingAddress,
          phone: values.phone,
          fulfilment: values.fulfilment,
          ...(values.paymentMethod ? { paymentMethod: values.paymentMethod } : {}),
          idempotencyKey: idempotencyKey.current,
        }),
    });
    return () => {
      unsubscribe();
      clearCheckoutState();
    };
  }, [form]);

  const order = useMutation({
    mutationFn: (details: CheckoutDetails) => placeOrder(cart, details, idempotencyKey.current),
    onSuccess: ({ confirmation, order: placed, paymentUrl }) => {
      saveConfirmation({ ...confirmation, freight: placed.freight, fulfilment: placed.fulfilment });
      emptyBinder();
      clearCheckoutState();
      if (paymentUrl) {
        // Card: Stripe's payment page; it returns to /payment-confirmation, which reads what was just stored.
        setLeaving(true);
        window.location.assign(paymentUrl);
        return;
      }
      void navigate(paths.paymentConfirmation, { replace: true });
    },
    onError: (error) => {
      clearCheckoutState();
      const detail = error instanceof ApiError && error.status < 500 && error.status !== 429 ? error.message : null;
      notify.error(detail && detail !== CHECKOUT_MESSAGES.proceedFailed ? `${CHECKOUT_MESSAGES.proceedFailed} ${detail}` : CHECKOUT_MESSAGES.proceedFailed);
    },
  });

  return (
    <div className={styles.page}>
      <h1>Checkout</h1>
      <div className={styles.layout}>
        <section aria-labelledby="checkout-items" className={styles.items}>
          <h2 id="checkout-items">Your order</h2>
          {/* Over the heading's line, so that it comes and goes without moving anything. */}
          {quote.isPending && (
            <p role="status" className={styles.checking}>
              Checking prices…
            </p>
          )}
          {quote.isError && (
            <p role="alert">
              {CHECKOUT_MESSAGES.pricesFailed}{' '}
              <button type="button" className={button.link} onClick={() => void quote.refetch()}>
                Try again
              </button>
            </p>
          )}
          {quote.data ? (
            <CheckoutLines items={quote.data.items} shownTotals={shownTotals} />
          ) : (
            quote.isPending && <CheckoutLines items={binderLines} shownTotals={shownTotals} pending />
          )}
        </section>
        <div className={styles.side}>
          {/* Only against prices the server has just confirmed: not while they are being checked
              again, nor over an older answer kept in the cache when checking them failed. */}
          <CheckoutForm
            form={form}
            busy={order.isPending}
            leaving={leaving}
            canSubmit={quote.isSuccess && !quote.isFetching}
            onSubmit={(details) => order.mutate(details)}
          >
            {quote.data && <OrderSummary totals={quote.data.totals} />}
          </CheckoutForm>
          <button type="button" className={button.link} onClick={() => showSupport('checkout_support')}>
            Need help with checkout?
          </button>
        </div>
      </div>
    </div>
  );
}
