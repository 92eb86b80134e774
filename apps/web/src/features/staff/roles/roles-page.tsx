import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { CONTRACTOR_TIERS, isStoreAdmin, KNOWN_ROLES, STORE_ADMIN_ROLE } from '@rta/domain/roles';
import { roleNames } from '@rta/domain/user';
import { STAFF_ROLE_MESSAGES, type UserRoles } from '@rta/domain/staff-roles';
import { useCurrentUser } from '../../../stores/session-store.ts';
import { changeRole, endSessions, userRolesQuery } from './api/roles-api.ts';
import { StaffConfirm } from '../staff-confirm.tsx';
import { staffErrorText } from '../staff-errors.ts';
import table from '../console-table.module.css';
import styles from '../staff-sections.module.css';
import button from '../../../ui/button.module.css';
import form from '../../../ui/form.module.css';

const TIER_ROLES: readonly string[] = CONTRACTOR_TIERS.map((tier) => tier.role);

function UserRolesPanel({ found }: { found: UserRoles }) {
  const me = useCurrentUser();
  const client = useQueryClient();
  const grantable = KNOWN_ROLES.filter((role) => !found.roles.includes(role));
  const [role, setRole] = useState<string>(grantable[0] ?? '');
  const change = useMutation({
    mutationFn: ({ action, role: chosen }: { action: 'grant' | 'revoke'; role: string }) => changeRole(action, found.user.email, chosen),
    onSuccess: (answer, { action, role: chosen }) => {
      client.setQueryData(userRolesQuery(found.user.email).queryKey, answer);
      toast.success(action === 'grant' ? `Granted ${chosen} to ${answer.user.email}.` : `Revoked ${chosen} from ${answer.user.email}.`);
    },
    onError: (failure) => toast.error(staffErrorText(failure)),
  });
  const logOut = useMutation({
    mutationFn: () => endSessions(found.user.email),
    onSuccess: (answer) => toast.success(STAFF_ROLE_MESSAGES.sessionsEnded(answer.user.email, answer.ended)),
    onError: (failure) => toast.error(staffErrorText(failure)),
  });
  const [asking, setAsking] = useState<{ kind: 'revoke'; role: string } | { kind: 'sessions' } | null>(null);
  const question =
    asking?.kind === 'revoke'
      ? { title: 'Revoke role', text: `Revoke ${asking.role} from ${found.user.email}?`, confirmLabel: `Revoke ${asking.role}` }
      : asking?.kind === 'sessions'
        ? { title: 'End all sessions', text: STAFF_ROLE_MESSAGES.confirmEndSessions(found.user.email), confirmLabel: 'End all sessions' }
        : null;
  const confirm = () => {
    if (asking?.kind === 'revoke') change.mutate({ action: 'revoke', role: asking.role });
    if (asking?.kind === 'sessions') logOut.mutate();
  };
  const chosenRole = grantable.includes(role as (typeof KNOWN_ROLES)[number]) ? role : (grantable[0] ?? '');
  const grant = (event: React.FormEvent) => {
    event.preventDefault();
    if (chosenRole) change.mutate({ action: 'grant', role: chosenRole });
  };

  return (
    <section className={table.panel} aria-labelledby="user-roles-heading">
      <h3 id="user-roles-heading">
        {found.user.firstName} {found.user.lastName} <span className={table.muted}>{found.user.email}</span>
      </h3>
      <h4>Roles</h4>
      {found.roles.length === 0 ? (
        <p className={table.muted}>No roles: a shopper.</p>
      ) : (
        <ul className={styles.roleList} aria-label={`Roles of ${found.user.email}`}>
          {found.roles.map((held) => {
            const own = me?.id === found.user.id && held === STORE_ADMIN_ROLE;
            return (
              <li key={held}>
                <span>{held}</span>
                <button
                  type="button"
                  className={button.secondary}
                  disabled={own || change.isPending}
                  aria-describedby={own ? 'own-admin-note' : undefined}
                  onClick={() => setAsking({ kind: 'revoke', role: held })}
                >
                  Revoke<span className="visually-hidden"> {held}</span>
                </button>
                {own && (
                  <span id="own-admin-note" className={table.muted}>
                    {STAFF_ROLE_MESSAGES.ownAdmin}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {grantable.length > 0 && (
        <form className={table.filters} onSubmit={grant}>
          <div className={form.field}>
            <label htmlFor="role-to-grant" className={form.label}>
              Role to grant
            </label>
            <select id="role-to-grant" className={table.control} value={chosenRole} onChange={(event) => setRole(event.target.value)}>
              {grantable.map((candidate) => (
                <option key={candidate} value={candidate}>
                  {candidate}
                  {TIER_ROLES.includes(candidate) && found.roles.some((held) => TIER_ROLES.includes(held)) ? ' (replaces the current tier)' : ''}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={button.primary} disabled={change.isPending}>
            Grant
          </button>
        </form>
      )}
      <h4>Sessions</h4>
      <p className={table.muted}>Log this user out on every device, for example after a lost phone or when someone leaves the business.</p>
      <button type="button" className={button.secondary} disabled={logOut.isPending} onClick={() => setAsking({ kind: 'sessions' })}>
        End all sessions
      </button>
      <StaffConfirm question={question} onConfirm={confirm} onClose={() => setAsking(null)} />
    </section>
  );
}

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
      <form className={table.filters} role="search" aria-label="Find a user" onSubmit={find}>
        <label>
          E-mail address
          <input type="email" value={draft} onChange={(event) => setDraft(event.target.value)} autoComplete="off" required />
        </label>
        <button type="submit" className={button.primary}>
          Find user
        </button>
      </form>
      {query.isFetching && !query.data && <p role="status">Looking up {email}…</p>}
      {query.isError && (
        <p role="alert" className={form.alert}>
          {staffErrorText(query.error)}
        </p>
      )}
      {query.data && <UserRolesPanel key={query.data.user.id} found={query.data} />}
    </section>
  );
}
