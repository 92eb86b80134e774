import { memo } from 'react';
import type { CatalogueRow } from '@rta/domain/catalogue/catalogue';
import { CabinetCard } from './cabinet-card.tsx';
import { UntilHydrated } from '../../ui/until-hydrated.tsx';
import styles from './store-page.module.css';

/** The cards on a first screen (a phone's first, a wide screen's first row): drawn at once, the rest as they come near. */
const FIRST_SCREEN_CARDS = 3;

/**
 * Cabinets listed by type, in catalogue order (spec §2 Store page). Memoised: the page re-renders
 * for its own state (a phone's layout, the palette) without drawing every card again.
 */
export const CabinetList = memo(function CabinetList({
  rows,
  onPreview,
}: {
  rows: CatalogueRow[];
  onPreview: (row: CatalogueRow, glassDoor: boolean) => void;
}) {
  const byType = new Map<string, CatalogueRow[]>();
  for (const row of rows) byType.set(row.data_type, [...(byType.get(row.data_type) ?? []), row]);
  return (
    <UntilHydrated>
      <div className={styles.cards}>
        {[...byType].map(([type, typeRows], index) => (
          <CabinetCard
            key={`${typeRows[0]?.data_group}-${type}`}
            type={type}
            rows={typeRows}
            onPreview={onPreview}
            eager={index < FIRST_SCREEN_CARDS}
          />
        ))}
      </div>
    </UntilHydrated>
  );
});
