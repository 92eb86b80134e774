import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Quote } from '@rta/domain/api/quotes';
import { paths } from '../../config/paths.ts';
import { binderReady, itemCount, useBinderStore } from '../../stores/binder-store.ts';
import { useCurrentUser } from '../../stores/session-store.ts';
import button from '../../ui/button.module.css';

/** What the button does, loaded when it is first pressed: the quote page's first load stays small. */
const action = () => import('./order-from-quote-action.tsx');
const ReplaceBinderDialog = lazy(() => action().then((module) => ({ default: module.ReplaceBinderDialog })));

/**
 * 'Order from this quote' (issue 23, decision 0162): the quote's rooms (labels, items, plans)
 * become the binder and the shopper goes to checkout, which sends the quote's id so the server
 * charges its held prices. A binder with anything in it is replaced only once the shopper says so.
 */
export function OrderFromQuote({ quote }: { quote: Quote }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  if (!user) return null;

  const order = async () => {
    setBusy(true);
    const filled = await (await action()).fillBinderFromQuote(quote, user.id);
    setBusy(false);
    if (!filled) return;
    setAsking(false);
    void navigate(paths.checkout);
  };

  const start = async () => {
    setBusy(true);
    const [, module] = await Promise.all([binderReady(), action()]);
    setBusy(false);
    if (!module.mayCheckout(user)) return;
    const binder = useBinderStore.getState();
    if (itemCount(binder) > 0 || binder.labels.length > 0) setAsking(true);
    else await order();
  };

  return (
    <>
      <button ref={opener} type="button" className={button.primary} disabled={busy} onClick={() => void start()}>
        Order from this quote
      </button>
      {asking && (
        <Suspense fallback={null}>
          <ReplaceBinderDialog
            quote={quote}
            open={asking}
            busy={busy}
            onReplace={() => void order()}
            onClose={() => setAsking(false)}
            returnFocus={() => opener.current}
          />
        </Suspense>
      )}
    </>
  );
}
