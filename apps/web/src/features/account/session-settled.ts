import { STARTUP_AUTH_WAIT_MS } from './initialize-auth.ts';
import { useSession } from '../../stores/session-store.ts';

/**
 * On a fresh page load (a shopper coming back from Stripe's payment page, or a reload) the
 * route guards run before the stored session has been confirmed: the token is there, the
 * user not yet. This resolves once it is settled (signed in, or the session is over), or
 * after the startup wait, so a guard does not send a signed-in shopper away.
 */
export const sessionSettled = (): Promise<void> =>
  new Promise((resolve) => {
    const settled = () => {
      const { token, user } = useSession.getState();
      return !token || user !== null;
    };
    if (settled()) return resolve();
    const timer = window.setTimeout(() => finish(), STARTUP_AUTH_WAIT_MS + 2_000);
    const unsubscribe = useSession.subscribe(() => {
      if (settled()) finish();
    });
    function finish() {
      window.clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
