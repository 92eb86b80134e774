import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { toSavedBinder } from '@rta/domain/binder/choices';
import { quotePath } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useBinderStore } from '../../stores/binder-store.ts';
import { useDialogStore } from '../../stores/dialog-store.ts';
import { useSession } from '../../stores/session-store.ts';
import button from '../../ui/button.module.css';
import { makeQuote } from './api/quotes-api.ts';

/**
 * Issue 23: a signed-in shopper makes a quote of the binder's saved choices (the server prices
 * them) and opens its page. Guests see no button: a quote is kept in an account.
 */
export function MakeQuoteButton() {
  const user = useSession((state) => state.user);
  const close = useDialogStore((state) => state.close);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  const make = async () => {
    setBusy(true);
    try {
      const { items, labels, preAssembly } = useBinderStore.getState();
      const quote = await makeQuote({ cart: toSavedBinder({ items, labels, preAssembly }) });
      close();
      void navigate(quotePath(quote.id));
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.status < 500
          ? error.message
          : 'The quote could not be made. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={button.secondary} disabled={busy} onClick={() => void make()}>
      Make a Quote
    </button>
  );
}
