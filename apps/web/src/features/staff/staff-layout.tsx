import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { roleNames } from '@rta/domain/accounts/user';
import { isStaff, isStoreAdmin } from '@rta/domain/accounts/roles';
import type { StaffSummary } from '@rta/domain/api/staff-summary';
import { STAFF_SUMMARY_WORDS } from '@rta/domain/staff/summary-constants';
import { useCurrentUser } from '../../stores/session-store.ts';
import { staffSummaryQuery } from './staff-summary-api.ts';
import styles from './staff.module.css';

interface Section {
  path: string;
  label: string;
  adminOnly?: boolean;
  /** What waits in this section, counted beside its name. */
  count?: keyof StaffSummary;
}

/** The console's sections; each is its own lazily loaded page under /staff/:section. */
export const STAFF_SECTIONS: readonly Section[] = [
  { path: 'orders', label: 'Orders', count: 'openOrders' },
  { path: 'applications', label: 'Trade Pro Applications', count: 'pendingApplications' },
  { path: 'inbox', label: 'Support Inbox', count: 'unhandledMessages' },
  { path: 'hand-offs', label: 'Hand-offs' },
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
  const staff = !!user && isStaff(roles);
  const summary = useQuery({ ...staffSummaryQuery, enabled: staff });
  // Moving between sections (after handling a message, say) counts again.
  const { pathname } = useLocation();
  const counted = useRef(pathname);
  const { refetch } = summary;
  useEffect(() => {
    if (!staff || counted.current === pathname) return;
    counted.current = pathname;
    void refetch();
  }, [pathname, staff, refetch]);
  if (!staff) {
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
            {section.count && summary.data && summary.data[section.count] > 0 && (
              <span className={styles.count}>
                {summary.data[section.count]}
                <span className="visually-hidden"> {STAFF_SUMMARY_WORDS[section.count]}</span>
              </span>
            )}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </main>
  );
}
