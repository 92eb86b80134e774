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
import type { CreateQuote } from '@rta/domain/api/quotes';
import { makeQuote } from './api/quotes-api.ts';

/** The failure of making a quote, as the shopper reads it: the server's refusal (a 429's too), else a plain one. */
const failureText = (error: unknown): string =>
  error instanceof ApiError && error.status < 500 ? error.message : 'The quote could not be made. Please try again.';

/**
 * Makes a quote (of the binder's saved choices, or of a saved project: the server prices
 * either) and opens its page, the binder panel closed. A failure is a toast.
 */
export function useMakeQuote(): (body: CreateQuote) => Promise<void> {
  const close = useDialogStore((state) => state.close);
  const navigate = useNavigate();
  return async (body) => {
    try {
      const quote = await makeQuote(body);
      close();
      void navigate(quotePath(quote.id));
    } catch (error) {
      notify.error(failureText(error));
    }
  };
}

/**
 * Issue 23: a signed-in shopper makes a quote of the binder's saved choices (the server prices
 * them) and opens its page. Guests see no button: a quote is kept in an account.
 */
export function MakeQuoteButton() {
  const user = useSession((state) => state.user);
  const make = useMakeQuote();
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  const quoteBinder = async () => {
    setBusy(true);
    const { items, labels, preAssembly } = useBinderStore.getState();
    await make({ cart: toSavedBinder({ items, labels, preAssembly }) });
    setBusy(false);
  };
  return (
    <button type="button" className={button.secondary} disabled={busy} onClick={() => void quoteBinder()}>
      Make a Quote
    </button>
  );
}
