import * as RadixDialog from '@radix-ui/react-dialog';
import type { Quote } from '@rta/domain/api/quotes';
import { binderOfAnswer, CART_MESSAGES } from '@rta/domain/api/cart';
import { QUOTE_MESSAGES } from '@rta/domain/quotes/rules';
import { AUTH_MESSAGES } from '@rta/domain/accounts/messages';
import { isEmailVerified, type ApiUser } from '@rta/domain/accounts/user';
import { ApiError } from '../../lib/api-client.ts';
import { leaveBinderProject } from '../../lib/binder-handover.ts';
import { notify } from '../../lib/notify.ts';
import { binderReady, replaceBinder } from '../../stores/binder-store.ts';
import { saveBinderQuote } from '../../stores/binder-quote.ts';
import { Dialog } from '../../ui/dialog.tsx';
import button from '../../ui/button.module.css';
import { fetchQuoteBinder } from './api/quotes-api.ts';
import styles from './quote.module.css';

/*
 * What 'Order from this quote' loads only once pressed (order-from-quote.tsx): the quote's rooms
 * fetched and put in the binder, and the question before a binder with anything in it is replaced.
 */

/**
 * Checkout needs a verified address (spec §2): an unverified shopper is told so, as the binder's
 * 'Verify Email to Checkout' does, before anything in their binder changes.
 */
export const mayCheckout = (user: ApiUser): boolean => {
  if (isEmailVerified(user)) return true;
  notify.info(AUTH_MESSAGES.verifyBeforeCheckout);
  return false;
};

/**
 * The quote's rooms (labels, items, plans) become the binder, which names the quote from now on
 * (stores/binder-quote.ts). The project the binder belonged to is saved and left first, so the
 * quote's rooms are not saved into it. Resolves true when the binder holds the quote: the caller
 * then goes to checkout.
 */
export const fillBinderFromQuote = async (quote: Quote, userId: string): Promise<boolean> => {
  try {
    const { cartData, removed } = await fetchQuoteBinder(quote.id);
    await binderReady();
    // If the project's last changes cannot be saved, the binder stays as it was (a toast says why).
    if (!(await leaveBinderProject())) return false;
    replaceBinder(binderOfAnswer(cartData));
    saveBinderQuote({ quoteId: quote.id, number: quote.number, userId });
    // Said on checkout, where the shopper goes next (a toast raised here would go with this page).
    if (removed.length > 0) notify.onNextPage('info', CART_MESSAGES.removed(removed.map((item) => item.name)));
    return true;
  } catch (error) {
    notify.error(error instanceof ApiError && error.status < 500 ? error.message : QUOTE_MESSAGES.binderFailed);
    return false;
  }
};

interface ReplaceBinderDialogProps {
  quote: Quote;
  open: boolean;
  busy: boolean;
  onReplace: () => void;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}

/** The binder has something in it: replace it with the quote's rooms, or keep it (Cancel, the safe answer, first). */
export function ReplaceBinderDialog({ quote, open, busy, onReplace, onClose, returnFocus }: ReplaceBinderDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={QUOTE_MESSAGES.replaceTitle}
      description={QUOTE_MESSAGES.replaceQuestion(quote.number)}
      alert
      busy={busy}
      onCloseAutoFocus={(event) => {
        const target = returnFocus();
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
    >
      <div className={styles.dialogActions}>
        <RadixDialog.Close className={button.secondary} disabled={busy}>
          Cancel
        </RadixDialog.Close>
        <button type="button" className={button.primary} disabled={busy} onClick={onReplace}>
          {busy ? 'Replacing…' : 'Replace my binder'}
        </button>
      </div>
    </Dialog>
  );
}
