/**
 * The quote the binder was filled from ('Order from this quote', issue 23, decision 0162): kept
 * in local storage beside the binder, so that a reload keeps it, and sent by checkout with the
 * prices call and the order. It is the quote's owner's only (another user signed in here does
 * not use it), and it goes when the binder is emptied (an order placed, 'Empty binder') or
 * replaced (a project opened, another quote ordered from). A change to the binder keeps it: the
 * server charges today's price for any line the quote did not price.
 */
export const BINDER_QUOTE_KEY = 'binderQuote';

export interface BinderQuote {
  quoteId: string;
  /** The quote's number, to name it before checkout's prices answer. */
  number: string;
  /** The user whose quote it is. */
  userId: string;
}

/** What is stored, checked field by field (checkout's first render reads it): anything else is none. */
export const readBinderQuote = (userId: string | undefined): BinderQuote | null => {
  if (!userId) return null;
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(BINDER_QUOTE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { quoteId, number, userId: owner } = value as Partial<Record<keyof BinderQuote, unknown>>;
    if (typeof quoteId !== 'string' || typeof number !== 'string' || owner !== userId) return null;
    return { quoteId, number, userId };
  } catch {
    return null;
  }
};

/** Throws when local storage refuses the write, like the binder's own saves. */
export const saveBinderQuote = (quote: BinderQuote): void =>
  window.localStorage.setItem(BINDER_QUOTE_KEY, JSON.stringify(quote));

export const clearBinderQuote = (): void => {
  try {
    window.localStorage.removeItem(BINDER_QUOTE_KEY);
  } catch {
    // Storage unreadable: nothing was kept either.
  }
};
