import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { binderTotals } from '@rta/domain/pricing/pricing';
import { formatCents } from '@rta/domain/pricing/money';
import { tierBadge } from '@rta/domain/accounts/roles';
import { isEmailVerified } from '@rta/domain/accounts/user';
import { AUTH_MESSAGES } from '@rta/domain/accounts/messages';
import { paths } from '../../config/paths.ts';
import { useBinderStore } from '../../stores/binder-store.ts';
import { useDialogStore } from '../../stores/dialog-store.ts';
import { useSession } from '../../stores/session-store.ts';
import { useTier } from '../../lib/use-tier.ts';

import styles from './binder.module.css';
import button from '../../ui/button.module.css';

/** Which checkout button a shopper sees (spec §6). */
const useCheckoutButton = () => {
  const user = useSession((state) => state.user);
  const show = useDialogStore((state) => state.show);
  const close = useDialogStore((state) => state.close);
  const navigate = useNavigate();
  if (!user) return { text: 'Login to Checkout', go: () => show('login') };
  if (!isEmailVerified(user))
    return { text: 'Verify Email to Checkout', go: () => void toast.info(AUTH_MESSAGES.verifyBeforeCheckout) };
  return {
    text: 'Checkout',
    go: () => {
      close();
      void navigate(paths.checkout);
    },
  };
};

/** Spec §2/§6: the total (for contractors the original and the discounted total and the badge), checkout and support. */
export function BinderFooter({ quoteAction }: { quoteAction?: ReactNode }) {
  const items = useBinderStore((state) => state.items);
  const labels = useBinderStore((state) => state.labels);
  const preAssembly = useBinderStore((state) => state.preAssembly);
  const tier = useTier();
  const showSupport = useDialogStore((state) => state.showSupport);
  const checkout = useCheckoutButton();
  const totals = binderTotals({ items, labels, preAssembly }, tier);

  return (
    <footer className={styles.footer}>
      <dl className={styles.totals}>
        {tier && (
          <>
            <dt>Original total</dt>
            <dd>
              <s>{formatCents(totals.originalTotal)}</s>
            </dd>
          </>
        )}
        <dt>{tier ? 'Discounted total' : 'Total'}</dt>
        <dd className={styles.total}>{formatCents(totals.total)}</dd>
      </dl>
      {tier && <p className={styles.badge}>{tierBadge(tier)}</p>}
      <div className={styles.footerActions}>
        <button type="button" className={button.primary} disabled={totals.itemCount === 0} onClick={checkout.go}>
          {checkout.text}
        </button>
        {totals.itemCount > 0 && quoteAction}
        <button type="button" className={button.secondary} onClick={() => showSupport('cart_support')}>
          Support
        </button>
      </div>
    </footer>
  );
}
