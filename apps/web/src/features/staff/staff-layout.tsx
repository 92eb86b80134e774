import { NavLink, Outlet } from 'react-router';
import { roleNames } from '@rta/domain/user';
import { isStaff, isStoreAdmin } from '@rta/domain/roles';
import { useCurrentUser } from '../../stores/session-store.ts';
import styles from './staff.module.css';

interface Section {
  path: string;
  label: string;
  adminOnly?: boolean;
}

/** The console's sections; each is its own lazily loaded page under /staff/:section. */
export const STAFF_SECTIONS: readonly Section[] = [
  { path: 'orders', label: 'Orders' },
  { path: 'applications', label: 'Trade Pro Applications' },
  { path: 'inbox', label: 'Support Inbox' },
  { path: 'catalogue', label: 'Catalogue' },
  { path: 'roles', label: 'Roles', adminOnly: true },
  { path: 'audit', label: 'Audit Log' },
];

/**
 * The staff console's frame (issue 9). The server checks every staff call; this only keeps
 * the console from showing to someone who could not use it.
 */
export function StaffLayout() {
  const user = useCurrentUser();
  const roles = user ? roleNames(user.roles) : [];
  if (!user || !isStaff(roles)) {
    return (
      <main className={styles.console}>
        <h1>Staff Console</h1>
        <p role="alert">This page is for the store&apos;s staff. Please log in with a staff account.</p>
      </main>
    );
  }
  const admin = isStoreAdmin(roles);
  return (
    <main className={styles.console}>
      <h1>Staff Console</h1>
      <nav aria-label="Staff sections" className={styles.sections}>
        {STAFF_SECTIONS.filter((section) => admin || !section.adminOnly).map((section) => (
          <NavLink key={section.path} to={`/staff/${section.path}`} className={styles.section}>
            {section.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </main>
  );
}
