import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem[];
  defaultTab?: string;
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop for the list, arrow keys (Home, End) move
 * between tabs and select them, the panel follows. Hidden panels stay unmounted, so a
 * panel's data loads when it is first shown.
 */
export function Tabs({ label, tabs, defaultTab }: TabsProps) {
  const baseId = useId();
  const [chosen, setChosen] = useState(defaultTab);
  const selected = tabs.find((tab) => tab.id === chosen) ?? tabs[0];
  const buttons = useRef<Map<string, HTMLButtonElement>>(new Map());

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!selected) return;
    const index = tabs.indexOf(selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (!tab) return;
    setChosen(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={move}>
        {tabs.map((tab) => {
          const isSelected = tab === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              // Only the shown panel exists, so only its tab points at it.
              aria-controls={isSelected ? `${baseId}-panel-${tab.id}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => setChosen(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {selected && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${selected.id}`}
          aria-labelledby={`${baseId}-tab-${selected.id}`}
          tabIndex={0}
          className={styles.panel}
        >
          {selected.content}
        </div>
      )}
    </div>
  );
}
