import { Link } from 'react-router';
import { COPYRIGHT_START_YEAR } from '@rta/domain/api/store-config';
import { paths } from '../../config/paths.ts';
import { storeConfig } from '../../lib/store-config.ts';
import { useDialogStore } from '../../stores/dialog-store.ts';
import styles from './footer.module.css';

function PaymentBadge() {
  return (
    <svg
      className={styles.badge}
      viewBox="0 0 220 44"
      role="img"
      aria-label="Secure payments: cards by Stripe, or pay at the showroom"
    >
      <rect x="0.5" y="0.5" width="219" height="43" rx="8" fill="#fff" stroke="#545b57" />
      <path d="M18 15h14v-3a7 7 0 0 0-14 0v3m-3 0h20v16H15z" fill="none" stroke="#2f4a3a" strokeWidth="2.2" />
      <text x="44" y="19" fontSize="11" fill="#545b57" fontFamily="system-ui, sans-serif">
        Secure payments
      </text>
      <text x="44" y="35" fontSize="14" fontWeight="700" fill="#1f2421" fontFamily="system-ui, sans-serif">
        Stripe · Pay in store
      </text>
    </svg>
  );
}

/** The shared footer (spec §2 Shared shell). */
export function Footer() {
  const showSupport = useDialogStore((state) => state.showSupport);
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            <li>
              <Link to={paths.visit}>Visit the showroom</Link>
            </li>
            <li>
              <Link to={paths.designSupport}>Design support</Link>
            </li>
            <li>
              <Link to={paths.faq}>FAQ</Link>
            </li>
            <li>
              <Link to={paths.policies}>Policies</Link>
            </li>
          </ul>
        </nav>
        <PaymentBadge />
        <button type="button" className={styles.support} onClick={() => showSupport('site_support')}>
          Need site support?
        </button>
        <p className={styles.copyright}>
          © {year > COPYRIGHT_START_YEAR ? `${COPYRIGHT_START_YEAR}–${year}` : COPYRIGHT_START_YEAR}{' '}
          {storeConfig.storeName}
        </p>
      </div>
    </footer>
  );
}
