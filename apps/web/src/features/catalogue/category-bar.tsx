import { CATEGORIES } from '@rta/domain/catalogue/catalogue';
import type { StoreMode } from './use-catalogue-navigation.ts';
import styles from './store-page.module.css';

interface CategoryBarProps {
  mode: StoreMode;
  pending: StoreMode | null;
  onChoose: (mode: StoreMode) => void;
}

const MODES: StoreMode[] = [...CATEGORIES, 'Search'];

/** The category buttons plus Search (spec §2 Store page). */
export function CategoryBar({ mode, pending, onChoose }: CategoryBarProps) {
  return (
    <div className={styles.categories} role="group" aria-label="Category">
      {MODES.map((choice) => (
        <button
          key={choice}
          type="button"
          className={styles.category}
          aria-pressed={choice === mode}
          aria-busy={choice === pending}
          onClick={() => onChoose(choice)}
        >
          {choice}
        </button>
      ))}
    </div>
  );
}
