import { CATEGORIES, DEFAULT_GROUP } from '@rta/domain/catalogue/catalogue';
import type { StoreMode } from './use-catalogue-navigation.ts';
import styles from './store-page.module.css';

interface CategoryBarProps {
  mode: StoreMode;
  group: string;
  pending: StoreMode | null;
  onChoose: (mode: StoreMode) => void;
}

const MODES: StoreMode[] = [...CATEGORIES, 'Search'];

/** The category buttons plus Search (spec §2 Store page). */
export function CategoryBar({ mode, group, pending, onChoose }: CategoryBarProps) {
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
      {/* Without JavaScript the buttons do nothing: each category is also an address. */}
      <noscript>
        <ul className={styles.noscriptLinks} aria-label="Categories">
          {CATEGORIES.map((category) => (
            <li key={category}>
              <a
                href={`/store?${new URLSearchParams(group === DEFAULT_GROUP ? { category } : { category, group }).toString()}`}
              >
                {category}
              </a>
            </li>
          ))}
        </ul>
      </noscript>
    </div>
  );
}
