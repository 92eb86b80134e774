import { useRef } from 'react';
import { Link } from 'react-router';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import styles from './header.module.css';

/** One entry of a header menu: a link, or an action. */
export type HeaderMenuItem = { label: string; to: string } | { label: string; onSelect: () => void };

export interface HeaderMenuProps {
  label: string;
  id?: string;
  items: readonly HeaderMenuItem[];
}

/**
 * A header dropdown (Radix): loaded on the first use of any header menu, then opened at
 * once (`openedBy`). It replaces the plain button that was clicked, so it moves focus into
 * the menu as Radix would have: onto the first item when opened from the keyboard.
 */
export function HeaderMenu({ label, id, items, openedBy }: HeaderMenuProps & { openedBy?: 'keyboard' | 'pointer' }) {
  const focusOnMount = useRef(openedBy);
  const placeFocus = (content: HTMLDivElement | null) => {
    const how = focusOnMount.current;
    if (!content || !how) return;
    focusOnMount.current = undefined;
    requestAnimationFrame(() => {
      const first = content.querySelector<HTMLElement>('[role="menuitem"]');
      (how === 'keyboard' && first ? first : content).focus({ preventScroll: true });
    });
  };
  return (
    <DropdownMenu.Root modal={false} defaultOpen={openedBy !== undefined}>
      <DropdownMenu.Trigger className={styles.navButton} id={id}>
        {label} <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content ref={placeFocus} className={styles.menu} align="start" sideOffset={6}>
          {items.map((item) =>
            'to' in item ? (
              <DropdownMenu.Item key={item.label} asChild className={styles.menuItem}>
                <Link to={item.to}>{item.label}</Link>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={item.label} className={styles.menuItem} onSelect={item.onSelect}>
                {item.label}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
