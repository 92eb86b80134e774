import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Fulfilment } from '@rta/domain/checkout/constants';
import { buildCheckoutItems, CHECKOUT_MESSAGES, orderTotalProblem } from '@rta/domain/checkout/rules';
import { toSavedBinder } from '@rta/domain/binder/choices';
import { linePrice } from '@rta/domain/pricing/pricing';
import { allItems } from '@rta/domain/binder/contents';
import { useBinderStore } from '../../stores/binder-store.ts';
import { useDialogStore } from '../../stores/dialog-store.ts';
import { useContractorTier, useCurrentUser } from '../../stores/session-store.ts';
import { clearBinderQuote, readBinderQuote } from '../../stores/binder-quote.ts';
import { ApiError } from '../../lib/api-client.ts';
import { firstPaint } from '../../lib/first-paint.ts';
import { notify } from '../../lib/notify.ts';
import { fetchCheckoutQuote } from './api/checkout-api.ts';
import { CheckoutLines } from './checkout-lines.tsx';
import { useRoomFit } from './use-room-fit.ts';
import { readCheckoutState } from './checkout-state.ts';
import type { PricesOptions, PricesState } from './checkout-prices.tsx';
import styles from './checkout-page.module.css';
import button from '../../ui/button.module.css';

/**
 * The form and the order it places (with react-hook-form): asked for once the page's first
 * render (the binder's lines, priced by the server as soon as it answers) is on screen, so that
 * it neither waits for them nor shares the network and the thread with them, in a place held at
 * the form's height. A failure shows when it is rendered (the page's "could not be loaded"),
 * not before as an unhandled rejection.
 */
const detailsLoading = firstPaint.then(() => import('./checkout-details.tsx'));
detailsLoading.catch(() => undefined);
const CheckoutDetailsPanel = lazy(() => detailsLoading.then((module) => ({ default: module.CheckoutDetailsPanel })));

/**
 * The prices' query as the page shows it (TanStack Query's observer and useQuery): asked for
 * after the first render's paint, like the form. The page asks the server for the prices itself (a
 * prefetch of the same query, with the query client the entry holds), so the request does not
 * wait for this code; until it is in, the prices show as being checked, as they would be.
 */
const pricesLoading = firstPaint.then(() => import('./checkout-prices.tsx'));
pricesLoading.catch(() => undefined);
const CheckoutPrices = lazy(() => pricesLoading.then((module) => ({ default: module.CheckoutPrices })));

/** The prices before the query's code is in: being checked (enabled or not, as a query not yet answered is). */
const NOT_YET: PricesState = {
  data: undefined,
  isPending: true,
  isError: false,
  isSuccess: false,
  isFetching: false,
  refetch: () => undefined,
};

/** Only a checkout from a quote shows which quote holds its prices: its code loads only then. */
const QuoteHeldNotice = lazy(() =>
  import('./quote-held-notice.tsx').then((module) => ({ default: module.QuoteHeldNotice })),
);

/** /checkout (spec §2, §4 Checkout mode): the binder priced by the server, the customer's details, one order. */
export function CheckoutPage() {
  const tier = useContractorTier();
  const items = useBinderStore((state) => state.items);
  const labels = useBinderStore((state) => state.labels);
  const preAssembly = useBinderStore((state) => state.preAssembly);
  const showSupport = useDialogStore((state) => state.showSupport);
  const user = useCurrentUser();
  // The quote the binder was filled from, if any ('Order from this quote', decision 0162).
  const [fromQuote, setFromQuote] = useState(() => readBinderQuote(user?.id));
  const quoteId = fromQuote?.quoteId;
  const saved = useMemo(() => readCheckoutState(), []);
  // What the binder is priced for: the form's choice, which starts as the form does.
  const [fulfilment, setFulfilment] = useState<Fulfilment>(saved?.fulfilment ?? 'pickup');
  const cart = useMemo(() => toSavedBinder({ items, labels, preAssembly }), [items, labels, preAssembly]);
  const shownTotals = useMemo(
    () => new Map(allItems({ items, labels }).map((item) => [item.id, linePrice(item, tier, preAssembly).totalPrice])),
    [items, labels, preAssembly, tier],
  );

  // What the lines look like before the server has priced them (amounts hidden until it has).
  const binderLines = useMemo(
    () => buildCheckoutItems({ items, labels, preAssembly }, tier),
    [items, labels, preAssembly, tier],
  );

  const client = useQueryClient();
  const [quote, setQuote] = useState<PricesState>(NOT_YET);
  const pricesQuery = useMemo<PricesOptions>(
    () => ({
      queryKey: ['checkout-quote', cart, fulfilment, quoteId],
      queryFn: async ({ signal }) => {
        try {
          return await fetchCheckoutQuote(cart, fulfilment, signal, quoteId);
        } catch (error) {
          // The quote is not this account's (or no more): checkout goes on at today's prices, and says so.
          if (!quoteId || !(error instanceof ApiError && error.code === 'QUOTE_NOT_FOUND')) throw error;
          clearBinderQuote();
          setFromQuote(null);
          notify.error(`${error.message}: today’s prices apply.`, { toastId: 'checkout-quote-gone' });
          return fetchCheckoutQuote(cart, fulfilment, signal);
        }
      },
      enabled: cart.items.length + cart.labels.length > 0,
      // The page's prefetch below asks at every mount, as the query's own mount would: the
      // observer, which may come after the answer, does not ask again.
      refetchOnMount: false,
    }),
    [cart, fulfilment, quoteId],
  );
  useEffect(() => {
    if (pricesQuery.enabled) void client.prefetchQuery(pricesQuery);
  }, [client, pricesQuery]);
  useEffect(() => {
    if (quote.isError) notify.error(CHECKOUT_MESSAGES.pricesFailed, { toastId: 'checkout-prices' });
  }, [quote.isError]);
  const held = quote.data?.fromQuote;
  const quoted = useMemo(() => (held && !held.expired ? new Set(held.quotedItemIds) : undefined), [held]);
  // A binder the store cannot take as one order says so before Place order, as the order would.
  const refusal = quote.data ? orderTotalProblem(quote.data.totals.total, quote.data.orderTotalMax) : null;
  // The rooms' plans checked as the server will check them: the order waits for the check.
  const fit = useRoomFit(labels);
  const misfits = fit.rooms.filter((room) => room.problems.length > 0);

  return (
    <div className={styles.page}>
      <h1>Checkout</h1>
      <Suspense fallback={null}>
        <CheckoutPrices options={pricesQuery} onChange={setQuote} />
      </Suspense>
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
              <button type="button" className={button.link} onClick={() => quote.refetch()}>
                Try again
              </button>
            </p>
          )}
          {held && (
            <Suspense fallback={null}>
              <QuoteHeldNotice held={held} lines={quote.data?.items.length ?? 0} />
            </Suspense>
          )}
          {quote.data ? (
            <CheckoutLines items={quote.data.items} shownTotals={shownTotals} quoted={quoted} />
          ) : (
            quote.isPending && <CheckoutLines items={binderLines} shownTotals={shownTotals} pending />
          )}
        </section>
        <div className={styles.side}>
          {/* Its place is held while it loads, so that nothing below it moves when it comes. */}
          <Suspense fallback={<div className={`${styles.form} ${styles.formLoading}`} />}>
            {/* Only against prices the server has just confirmed: not while they are being checked
                again, nor over an older answer kept in the cache when checking them failed. */}
            <CheckoutDetailsPanel
              saved={saved}
              cart={cart}
              totals={quote.data?.totals}
              refusal={refusal}
              canSubmit={quote.isSuccess && !quote.isFetching && refusal === null && fit.ready}
              onFulfilmentChange={setFulfilment}
              misfits={misfits}
              quoteId={quoteId}
            />
          </Suspense>
          <button type="button" className={button.link} onClick={() => showSupport('checkout_support')}>
            Need help with checkout?
          </button>
        </div>
      </div>
    </div>
  );
}
