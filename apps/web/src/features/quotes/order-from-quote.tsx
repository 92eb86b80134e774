import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { Quote } from '@rta/domain/api/quotes';
import { binderOfAnswer, CART_MESSAGES } from '@rta/domain/api/cart';
import { QUOTE_MESSAGES } from '@rta/domain/quotes/rules';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { binderReady, itemCount, replaceBinder, useBinderStore } from '../../stores/binder-store.ts';
import { saveBinderQuote } from '../../stores/binder-quote.ts';
import { useCurrentUser } from '../../stores/session-store.ts';
import { Dialog } from '../../ui/dialog.tsx';
import button from '../../ui/button.module.css';
import { leaveBinderProject } from '../../lib/binder-handover.ts';
import { fetchQuoteBinder } from './api/quotes-api.ts';
import styles from './quote.module.css';

/**
 * 'Order from this quote' (issue 23, decision 0162): the quote's rooms (labels, items, plans)
 * become the binder, and the shopper goes to checkout, which sends the quote's id so the
 * server charges its held prices. A binder with anything in it is replaced only once the
 * shopper says so; the project it belonged to is saved and left first, so the quote's rooms
 * are not saved into it.
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
    try {
      const { cartData, removed } = await fetchQuoteBinder(quote.id);
      await binderReady();
      // Its last changes are saved first; if they cannot be, the binder stays as it was (a toast says why).
      if (!(await leaveBinderProject())) return;
      replaceBinder(binderOfAnswer(cartData));
      saveBinderQuote({ quoteId: quote.id, number: quote.number, userId: user.id });
      if (removed.length > 0) notify.info(CART_MESSAGES.removed(removed.map((item) => item.name)));
      setAsking(false);
      void navigate(paths.checkout);
    } catch (error) {
      notify.error(error instanceof ApiError && error.status < 500 ? error.message : QUOTE_MESSAGES.binderFailed);
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    await binderReady();
    const binder = useBinderStore.getState();
    if (itemCount(binder) > 0 || binder.labels.length > 0) setAsking(true);
    else await order();
  };

  return (
    <>
      <button ref={opener} type="button" className={button.primary} disabled={busy} onClick={() => void start()}>
        Order from this quote
      </button>
      <Dialog
        open={asking}
        onOpenChange={(open) => !open && setAsking(false)}
        title={QUOTE_MESSAGES.replaceTitle}
        description={QUOTE_MESSAGES.replaceQuestion(quote.number)}
        alert
        busy={busy}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <div className={styles.dialogActions}>
          <RadixDialog.Close className={button.secondary} disabled={busy}>
            Cancel
          </RadixDialog.Close>
          <button type="button" className={button.primary} disabled={busy} onClick={() => void order()}>
            {busy ? 'Replacing…' : 'Replace my binder'}
          </button>
        </div>
      </Dialog>
    </>
  );
}
