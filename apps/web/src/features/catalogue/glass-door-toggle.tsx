import type { CatalogueRow } from '@rta/domain/catalogue/catalogue';
import { formatCents } from '@rta/domain/pricing/money';
import styles from './store-page.module.css';

/** Whether a cabinet can have a glass door (it has a glass name and price). */
export const hasGlassDoor = (row: CatalogueRow | undefined): row is CatalogueRow =>
  !!row?.data_gname && row.data_gprice !== null;

/** The glass-door choice of a cabinet that has one, with what it adds to the price. */
export function GlassDoorToggle({
  cabinet,
  checked,
  onChange,
}: {
  cabinet: CatalogueRow;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={styles.toggle}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      Glass door (+{formatCents(cabinet.data_gprice ?? 0)})
    </label>
  );
}
