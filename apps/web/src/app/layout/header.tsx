import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { storeConfig } from '../../lib/store-config.ts';
import { useBinderStore, itemCount } from '../../stores/binder-store.ts';
import { useDialogStore, type AppDialog } from '../../stores/dialog-store.ts';
import { isStaff } from '@rta/domain/accounts/roles';
import { roleNames } from '@rta/domain/accounts/user';
import { useCurrentUser } from '../../stores/session-store.ts';
import { useLogout } from '../../features/account/use-logout.ts';
import { USER_MENU_TRIGGER_ID } from '../../features/account/user-menu-id.ts';
import { useHeaderVisibility } from './use-header-visibility.ts';
import type { HeaderMenuItem, HeaderMenuProps } from './header-menu.tsx';
import styles from './header.module.css';

const loadHeaderMenu = () => import('./header-menu.tsx');
const HeaderMenu = lazy(() => loadHeaderMenu().then((module) => ({ default: module.HeaderMenu })));

/**
 * A header dropdown. Until it is first used it is a plain menu button (Radix's menu is not
 * needed for the first paint); a click, Enter, Space or ArrowDown loads the Radix menu,
 * which replaces the button and opens at once. Hover and focus start loading it early.
 */
function Menu({ label, id, items, onIntent }: HeaderMenuProps & { onIntent?: () => void }) {
  const [openedBy, setOpenedBy] = useState<'keyboard' | 'pointer' | null>(null);
  const button = (onOpen?: (by: 'keyboard' | 'pointer') => void) => (
    <button
      type="button"
      className={styles.navButton}
      id={id}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadHeaderMenu()}
      onFocus={() => void loadHeaderMenu()}
      // detail 0: Enter or Space (a keyboard "click").
      onClick={(event) => {
        onIntent?.();
        onOpen?.(event.detail === 0 ? 'keyboard' : 'pointer');
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' && onOpen) {
          event.preventDefault();
          onIntent?.();
          onOpen('keyboard');
        }
      }}
    >
      {label} <span aria-hidden="true">▾</span>
    </button>
  );
  if (!openedBy) return button(setOpenedBy);
  return (
    <Suspense fallback={button()}>
      <HeaderMenu label={label} id={id} items={items} openedBy={openedBy} />
    </Suspense>
  );
}

/** The shared header (spec §2 Shared shell). */
export function Header() {
  const visible = useHeaderVisibility();
  const location = useLocation();
  // The mobile menu is open on the page where it was opened; navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const binderCount = useBinderStore((state) => itemCount(state));
  const show = useDialogStore((state) => state.show);
  // A dialog the shopper is heading for loads while they point at it (shell-dialogs.tsx).
  const preload = useDialogStore((state) => state.preload);
  const intent = (dialog: AppDialog) => ({ onPointerEnter: () => preload(dialog), onFocus: () => preload(dialog) });
  const user = useCurrentUser();
  const logout = useLogout();
  const userMenu: HeaderMenuItem[] = [
    { label: 'Profile', onSelect: () => show('profile') },
    { label: 'Your Quotes', to: paths.quotes },
    ...(user && isStaff(roleNames(user.roles)) ? [{ label: 'Staff Console', to: '/staff' }] : []),
    { label: 'Logout', onSelect: logout },
  ];

  return (
    <header className={styles.header} data-hidden={!visible && !menuOpen}>
      <div className={styles.inner}>
        <Link to={paths.home} className={styles.logo}>
          <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
            <rect width="32" height="32" rx="6" fill="currentColor" />
            <rect x="7" y="6" width="18" height="20" rx="1.5" fill="none" stroke="#fff" strokeWidth="2" />
            <rect x="10.5" y="9.5" width="11" height="13" fill="none" stroke="#fff" strokeWidth="1.5" />
          </svg>
          <span>{storeConfig.storeName}</span>
        </Link>
        <Link to={paths.visit} className={styles.visit}>
          Come Visit Us!
        </Link>
        <button
          type="button"
          className={styles.hamburger}
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpenOn(menuOpen ? null : location.pathname)}
        >
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">Menu</span>
        </button>
        <nav id="site-nav" className={styles.nav} data-open={menuOpen} aria-label="Main">
          <NavLink to={paths.home} end className={styles.navLink}>
            Home
          </NavLink>
          <Menu
            label="Trade Pros"
            onIntent={() => preload('tradeProRegistration')}
            items={[
              { label: "Trade Pro's Program", to: paths.contractorProgram },
              { label: 'Trade Pro Registration', onSelect: () => show('tradeProRegistration') },
            ]}
          />
          <Menu
            label="DIY"
            items={[
              { label: 'Design Support', to: paths.designSupport },
              { label: 'DIY Guides', to: `${paths.faq}#diy-guides` },
            ]}
          />
          {user ? (
            <Menu
              label={`${user.first_name}'s Menu`}
              id={USER_MENU_TRIGGER_ID}
              items={userMenu}
              onIntent={() => preload('profile')}
            />
          ) : (
            <button type="button" className={styles.navButton} onClick={() => show('login')} {...intent('login')}>
              Signup/Login
            </button>
          )}
          <NavLink to={paths.store} className={styles.navLink}>
            Shop
          </NavLink>
          <button type="button" className={styles.binder} onClick={() => show('binder')} {...intent('binder')}>
            Binder ({binderCount})
          </button>
        </nav>
      </div>
    </header>
  );
}
