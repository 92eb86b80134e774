import type { CatalogueRow } from '@rta/domain/catalogue/catalogue';
import { formatCents } from '@rta/domain/pricing/money';
import styles from './store-page.module.css';
import { offersGlassDoor } from '@rta/domain/catalogue/glass-door';

/** Whether the cabinet (if any is chosen yet) is offered with a glass door. */
export const hasGlassDoor = (row: CatalogueRow | undefined): row is CatalogueRow => !!row && offersGlassDoor(row);

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
