import { EXTRA_FIELD_LABELS, type ExtraDetails, type ExtraField } from '@rta/domain/support/contexts';
import styles from './support.module.css';

/** What travels with the message besides what the sender typed, shown so nothing is sent unseen. */
export function DetailsSummary({ details }: { details: ExtraDetails }) {
  const entries = Object.entries(details) as [ExtraField, string][];
  if (entries.length === 0) return null;
  return (
    <details className={styles.details}>
      <summary>Details sent with your message</summary>
      <dl>
        {entries.map(([field, value]) => (
          <div key={field}>
            <dt>{EXTRA_FIELD_LABELS[field]}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
