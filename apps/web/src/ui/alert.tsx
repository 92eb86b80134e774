import type { ReactNode } from 'react';
import styles from './form.module.css';

/** A message about a whole form or page (what the server answered, what failed), read out as it appears. */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={styles.alert}>
      {children}
    </p>
  );
}
