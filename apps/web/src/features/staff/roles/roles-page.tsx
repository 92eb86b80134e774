import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isStoreAdmin } from '@rta/domain/accounts/roles';
import { roleNames } from '@rta/domain/accounts/user';
import { useCurrentUser } from '../../../stores/session-store.ts';
import { Alert } from '../../../ui/alert.tsx';
import { userRolesQuery } from './api/roles-api.ts';
import { staffErrorText } from '../staff-errors.ts';
import table from '../console-table.module.css';
import button from '../../../ui/button.module.css';
import form from '../../../ui/form.module.css';

/**
 * A found user's roles and sessions, with the confirmation dialog (Radix) they ask through:
 * asked for as the page's script runs, so the first render (the search) does not wait for
 * them. A failure shows when it is rendered, not before as an unhandled rejection.
 */
const panelLoading = import('./user-roles-panel.tsx');
panelLoading.catch(() => undefined);
const UserRolesPanel = lazy(() => panelLoading.then((module) => ({ default: module.UserRolesPanel })));

/** Roles admin (issue 9, Store Admin only): find a user by e-mail, grant and revoke roles. */
export function StaffRolesPage() {
  const me = useCurrentUser();
  const [email, setEmail] = useState('');
  const [draft, setDraft] = useState('');
  const query = useQuery(userRolesQuery(email));
  const find = (event: React.FormEvent) => {
    event.preventDefault();
    setEmail(draft.trim());
  };
  if (!isStoreAdmin(roleNames(me?.roles ?? []))) {
    return (
      <section aria-labelledby="staff-roles-heading">
        <h2 id="staff-roles-heading">Roles</h2>
        <p role="alert">Only a Store Admin can grant and revoke roles.</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="staff-roles-heading" className={form.form}>
      <h2 id="staff-roles-heading">Roles</h2>
      <form className={`${table.filters} ${form.controls}`} role="search" aria-label="Find a user" onSubmit={find}>
        <label>
          E-mail address
          <input
            type="email"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            autoComplete="off"
            required
          />
        </label>
        <button type="submit" className={button.primary}>
          Find user
        </button>
      </form>
      {query.isFetching && !query.data && <p role="status">Looking up {email}…</p>}
      {query.isError && <Alert>{staffErrorText(query.error)}</Alert>}
      {query.data && (
        <Suspense fallback={<p role="status">Loading the roles of {query.data.user.email}…</p>}>
          <UserRolesPanel key={query.data.user.id} found={query.data} />
        </Suspense>
      )}
    </section>
  );
}
