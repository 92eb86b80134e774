import { Link } from 'react-router';
import { paths } from '../../config/paths';
import styles from './pages.module.css';

export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <h1>Page not found</h1>
      <p className={styles.lead}>
        We could not find the page you were looking for. It may have moved, or the address may have a typo.
      </p>
      <ul className={styles.linkRow}>
        <li>
          <Link className={styles.secondaryLink} to={paths.home}>
            Go to the home page
          </Link>
        </li>
        <li>
          <Link className={styles.secondaryLink} to={paths.store}>
            Shop cabinets
          </Link>
        </li>
      </ul>
    </div>
  );
}
