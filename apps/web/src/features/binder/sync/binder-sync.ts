import { toast } from 'react-toastify';
import type { ApiUser } from '@rta/domain/accounts/user';
import { binderOfAnswer, CART_MESSAGES, type AccountBinder } from '@rta/domain/api/cart';
import type { Binder } from '@rta/domain/binder/binder';
import { mergeGuestBinderWithPlans } from '@rta/domain/binder/merge';
import { PLANNER_MESSAGES } from '@rta/domain/planner/messages';
import { ApiError } from '../../../lib/api-client.ts';
import { isRetryable } from '../../../lib/retry-policy.ts';
import { useSession } from '../../../stores/session-store.ts';
import { useBinderStore } from '../../../stores/binder-store.ts';
import { fetchCart, saveCart } from '../api/cart-api.ts';

/**
 * Keeps a signed-in shopper's binder on the server (spec §4 Guest to user). Every change
 * is in local storage at once; this saves it to the account a moment later, retries while
 * the server is unreachable, loads the account's binder on login (merging the guest's into
 * it), on panel open and when the tab comes back. Another tab's writes reach this tab's
 * store on their own (binder-store.ts followOtherTabs); the shell (shell-dialogs.tsx) starts
 * this sync only when the binder goes with an account: guests' binders never leave the browser.
 */
const SAVE_DEBOUNCE_MS = 600;
const retryDelay = (attempt: number): number => Math.min(30_000, 1_000 * 2 ** (attempt - 1));

const EMPTY: Binder = { items: [], labels: [], preAssembly: false };
const binder = (): Binder => {
  const { items, labels, preAssembly } = useBinderStore.getState();
  return { items, labels, preAssembly };
};
const isEmpty = (b: Binder): boolean => b.items.length === 0 && b.labels.length === 0;

const announceRemoved = (answer: AccountBinder): void => {
  if (answer.removed.length > 0) toast.info(CART_MESSAGES.removed(answer.removed.map((item) => item.name)));
};

/** Keep the server's answer unless the shopper changed the binder meanwhile (a later save follows). */
const adoptIfCurrent = (answer: AccountBinder, revision: number, sync: { merged?: boolean }): void => {
  const store = useBinderStore.getState();
  if (store.sync.revision === revision) store.adopt(binderOfAnswer(answer), { ...sync, pending: false });
};

/** One round with the server: merge after a login, else save a pending change, else load. */
const exchange = async (): Promise<void> => {
  const { sync } = useBinderStore.getState();
  const revision = sync.revision;
  if (!sync.merged) {
    const account = await fetchCart();
    announceRemoved(account);
    const guest = binder();
    if (isEmpty(guest)) return adoptIfCurrent(account, revision, { merged: true });
    const { binder: joined, keptAccountPlans } = mergeGuestBinderWithPlans(binderOfAnswer(account), guest);
    adoptIfCurrent(await saveCart(joined), revision, { merged: true });
    // A room drawn both here and in the account keeps the account's plan: the shopper is told which.
    for (const label of keptAccountPlans) toast.info(PLANNER_MESSAGES.keptAccountPlan(label));
  } else if (sync.pending) {
    adoptIfCurrent(await saveCart(binder()), revision, {});
  } else {
    const account = await fetchCart();
    announceRemoved(account);
    adoptIfCurrent(account, revision, {});
  }
};

export interface BinderSync {
  refresh: () => void;
  stop: () => void;
}

let active: BinderSync | null = null;

/** Load the account's binder now (the panel calls this when it opens). */
export const refreshBinder = (): void => active?.refresh();

export const startBinderSync = (): BinderSync => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let again = false;
  let attempt = 0;
  /** The shopper was told of this outage (once per outage, whenever their change first waits in it). */
  let warned = false;
  let stopped = false;

  const schedule = (delay: number): void => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run(), delay);
  };

  const signedInOwner = (): boolean => {
    const user = useSession.getState().user;
    return !!user && useBinderStore.getState().sync.owner === user.id;
  };

  const run = async (): Promise<void> => {
    if (!signedInOwner()) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      await exchange();
      attempt = 0;
      warned = false;
    } catch (error) {
      if (isRetryable(error)) {
        attempt += 1;
        schedule(retryDelay(attempt));
        // Say so once per outage, from its second failure, and only when a change of the
        // shopper's is waiting (a change made later in the outage is told too).
        if (attempt >= 2 && !warned && useBinderStore.getState().sync.pending) {
          warned = true;
          toast.warn(CART_MESSAGES.saveFailed, { toastId: 'binder-sync' });
        }
      } else if (error instanceof ApiError && error.status !== 401) {
        // A refusal (e.g. a SKU no longer sold): the binder stays on this device until the shopper fixes it.
        toast.error(error.message, { toastId: 'binder-sync-refused' });
      } else if (!(error instanceof ApiError)) {
        throw error;
      }
    } finally {
      running = false;
      if (again) {
        again = false;
        schedule(0);
      }
    }
  };

  /** Login, session restored, logout, or another account: whose binder this browser shows. */
  const onUser = (user: ApiUser | null, previous: ApiUser | null, token: string | null): void => {
    const store = useBinderStore.getState();
    if (user) {
      if (store.sync.owner === user.id) return schedule(0);
      // Another account's binder is never shown to this one; a guest's is merged into it.
      if (store.sync.owner !== null) store.adopt(EMPTY, { owner: user.id, merged: false, pending: false });
      else store.setSync({ owner: user.id, merged: false, pending: false });
      return schedule(0);
    }
    // Spec §4: logout clears the cart (the account keeps its copy on the server).
    if ((previous || !token) && store.sync.owner !== null)
      store.adopt(EMPTY, { owner: null, merged: false, pending: false });
  };

  const unsubscribeSession = useSession.subscribe((state, prev) => {
    if (state.user?.id !== prev.user?.id || (!state.user && !state.token)) onUser(state.user, prev.user, state.token);
  });
  const unsubscribeStore = useBinderStore.subscribe((state, prev) => {
    if (state.sync.revision !== prev.sync.revision && state.sync.pending) schedule(SAVE_DEBOUNCE_MS);
  });
  const onOnline = (): void => schedule(0);
  const onVisible = (): void => {
    if (document.visibilityState === 'visible') schedule(0);
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);

  const initial = useSession.getState();
  if (initial.user) onUser(initial.user, null, initial.token);

  const sync: BinderSync = {
    refresh: () => schedule(0),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribeSession();
      unsubscribeStore();
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      if (active === sync) active = null;
    },
  };
  active = sync;
  return sync;
};
