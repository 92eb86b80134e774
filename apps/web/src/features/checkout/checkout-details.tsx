import { useEffect, useRef, useState } from 'react';
import type { PlannedRoom } from '@rta/domain/checkout/fit';
import { hasPlan } from '@rta/domain/checkout/fit-constants';
import { useForm, useWatch } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type * as v from 'valibot';
import type { checkoutDetailsSchema, CheckoutDetails } from '@rta/domain/checkout/checkout';
import type { Fulfilment } from '@rta/domain/checkout/constants';
import { CHECKOUT_MESSAGES, paymentChoices, type OrderTotals } from '@rta/domain/checkout/rules';
import type { SavedBinder } from '@rta/domain/api/cart';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { notify } from '../../lib/notify.ts';
import { storeConfig } from '../../lib/store-config.ts';
import { useBinderStore } from '../../stores/binder-store.ts';
import { clearBinderQuote } from '../../stores/binder-quote.ts';
import { useCurrentUser } from '../../stores/session-store.ts';
import { placeOrder } from './api/checkout-api.ts';
import { orderKey } from './order-key.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { RoomFitCheck } from './room-fit-check.tsx';
import { OrderSummary } from './order-summary.tsx';
import { clearCheckoutState, saveCheckoutState, type CheckoutState } from './checkout-state.ts';
import { saveConfirmation } from './confirmation-state.ts';
import formStyles from '../../ui/form.module.css';

type DetailsInput = v.InferInput<typeof checkoutDetailsSchema>;

/** The details' schema (and zod) load the first time the form checks them, after the first render. */
const resolver = lazyResolver(() =>
  import('@rta/domain/checkout/checkout').then((module) => module.checkoutDetailsSchema),
);

interface CheckoutDetailsPanelProps {
  /** What the shopper typed before a reload (spec §2), and that attempt's key. */
  saved: CheckoutState | null;
  /** The binder as it will be ordered. */
  cart: SavedBinder;
  /** The server's totals for the chosen fulfilment, once it has priced the binder. */
  totals: OrderTotals | undefined;
  /** Why these totals cannot be ordered (over the store's maximum), or null. */
  refusal: string | null;
  /** Only against prices the server has just confirmed (see CheckoutPage). */
  canSubmit: boolean;
  /** Pickup or delivery changed: the page prices the binder for it. */
  onFulfilmentChange: (fulfilment: Fulfilment) => void;
  /** The rooms whose plans have fit problems: the order needs the shopper's confirmation (issue 22). */
  misfits: PlannedRoom[];
  /** The quote the binder was filled from: the order names it and is charged its held prices (decision 0162). */
  quoteId?: string | undefined;
}

/**
 * The checkout form's state and the order it places (spec §4 Checkout mode): loaded in
 * parallel with the page's first render, which shows the binder's lines meanwhile.
 */
export function CheckoutDetailsPanel({
  saved,
  cart,
  totals,
  refusal,
  canSubmit,
  onFulfilmentChange,
  misfits,
  quoteId,
}: CheckoutDetailsPanelProps) {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const emptyBinder = useBinderStore((state) => state.empty);
  // This checkout's id, kept through a reload: with what is ordered it makes each order's key (orderKey).
  const attempt = useRef(saved?.idempotencyKey ?? crypto.randomUUID());
  const [leaving, setLeaving] = useState(false);
  const [measurementsChecked, setMeasurementsChecked] = useState(false);
  const [fitError, setFitError] = useState(false);
  const fitBox = useRef<HTMLInputElement>(null);
  // The server refused the order for fit problems this page did not show (their check did not
  // load): the box is shown all the same, with the planned rooms, so the order can still be placed.
  const [foundByStore, setFoundByStore] = useState(false);
  const needsCheck = misfits.length > 0 || foundByStore;
  const fitRooms =
    misfits.length > 0
      ? misfits
      : cart.labels.filter(hasPlan).map((label) => ({ labelId: label.id, labelName: label.name, problems: [] }));
  useEffect(() => {
    if (foundByStore) fitBox.current?.focus();
  }, [foundByStore]);

  const form = useForm<DetailsInput, unknown, CheckoutDetails>({
    resolver,
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
  useEffect(() => onFulfilmentChange(fulfilment), [fulfilment, onFulfilmentChange]);
  // Paying at the showroom goes with showroom pickup: a delivery switches to card.
  useEffect(() => {
    if (paymentMethod && !paymentChoices(fulfilment, storeConfig.cardPayments).includes(paymentMethod))
      form.setValue('paymentMethod', 'card');
  }, [form, fulfilment, paymentMethod]);

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
          idempotencyKey: attempt.current,
        }),
    });
    return () => {
      unsubscribe();
      clearCheckoutState();
    };
  }, [form]);

  const order = useMutation({
    mutationFn: async (details: CheckoutDetails) =>
      placeOrder(
        cart,
        details,
        await orderKey(attempt.current, { cart, details, ...(quoteId ? { quoteId } : {}) }),
        needsCheck && measurementsChecked,
        quoteId,
      ),
    onSuccess: ({ confirmation, order: placed, paymentUrl }) => {
      saveConfirmation({ ...confirmation, freight: placed.freight, fulfilment: placed.fulfilment });
      emptyBinder();
      // The order used the quote the binder was filled from (decision 0162).
      clearBinderQuote();
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
      if (error instanceof ApiError && error.code === 'MEASUREMENTS_UNCHECKED') {
        setFitError(true);
        setFoundByStore(true);
        fitBox.current?.focus();
        return;
      }
      const detail = error instanceof ApiError && error.status < 500 && error.status !== 429 ? error.message : null;
      notify.error(
        detail && detail !== CHECKOUT_MESSAGES.proceedFailed
          ? `${CHECKOUT_MESSAGES.proceedFailed} ${detail}`
          : CHECKOUT_MESSAGES.proceedFailed,
      );
    },
  });

  return (
    <CheckoutForm
      form={form}
      busy={order.isPending}
      leaving={leaving}
      canSubmit={canSubmit}
      onSubmit={(details) => {
        // A plan that does not fit as drawn is ordered only once the shopper says they checked it.
        if (needsCheck && !measurementsChecked) {
          setFitError(true);
          fitBox.current?.focus();
          return;
        }
        order.mutate(details);
      }}
    >
      {needsCheck && (
        <RoomFitCheck
          ref={fitBox}
          rooms={fitRooms}
          foundByStore={misfits.length === 0}
          checked={measurementsChecked}
          onCheckedChange={(checked) => {
            setMeasurementsChecked(checked);
            if (checked) setFitError(false);
          }}
          showError={fitError}
        />
      )}
      {totals && <OrderSummary totals={totals} />}
      {refusal && (
        <p role="alert" className={formStyles.alert}>
          {refusal}
        </p>
      )}
    </CheckoutForm>
  );
}
