import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTRACTOR_TIERS, KNOWN_ROLES } from '@rta/domain/accounts/roles';
import { isOwnAccount } from '@rta/domain/staff/own-behalf';
import { STAFF_ROLE_MESSAGES } from '@rta/domain/staff/roles-constants';
import type { UserRoles } from '@rta/domain/api/staff-roles';
import { useCurrentUser } from '../../../stores/session-store.ts';
import { notify as toast } from '../../../lib/notify.ts';
import { changeRole, endSessions, userRolesQuery } from './api/roles-api.ts';
import { StaffConfirm } from '../staff-confirm.tsx';
import { staffErrorText } from '../staff-errors.ts';
import table from '../console-table.module.css';
import styles from '../staff-sections.module.css';
import button from '../../../ui/button.module.css';
import form from '../../../ui/form.module.css';
import { SelectField } from '../../../ui/select-field.tsx';

const TIER_ROLES: readonly string[] = CONTRACTOR_TIERS.map((tier) => tier.role);

/**
 * A user found by e-mail: their roles to revoke, one to grant, and their sessions to end; each
 * removal is asked first. One's own roles are only shown, with the reason (another Store Admin
 * changes them).
 */
export function UserRolesPanel({ found }: { found: UserRoles }) {
  const me = useCurrentUser();
  const own = !!me && isOwnAccount(me, found.user.id);
  const client = useQueryClient();
  const grantable = KNOWN_ROLES.filter((role) => !found.roles.includes(role));
  /** Granting a tier to someone who holds one replaces it (the select says so). */
  const replacesTier = (role: string): boolean =>
    TIER_ROLES.includes(role) && found.roles.some((held) => TIER_ROLES.includes(held));
  const [role, setRole] = useState<string>(grantable[0] ?? '');
  const change = useMutation({
    mutationFn: ({ action, role: chosen }: { action: 'grant' | 'revoke'; role: string }) =>
      changeRole(action, found.user.email, chosen),
    onSuccess: (answer, { action, role: chosen }) => {
      client.setQueryData(userRolesQuery(found.user.email).queryKey, answer);
      toast.success(
        action === 'grant'
          ? `Granted ${chosen} to ${answer.user.email}.`
          : `Revoked ${chosen} from ${answer.user.email}.`,
      );
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
      ? {
          title: 'Revoke role',
          text: `Revoke ${asking.role} from ${found.user.email}?`,
          confirmLabel: `Revoke ${asking.role}`,
        }
      : asking?.kind === 'sessions'
        ? {
            title: 'End all sessions',
            text: STAFF_ROLE_MESSAGES.confirmEndSessions(found.user.email),
            confirmLabel: 'End all sessions',
          }
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
      {own && <p className={styles.note}>{STAFF_ROLE_MESSAGES.ownRoles}</p>}
      {found.roles.length === 0 ? (
        <p className={table.muted}>No roles: a shopper.</p>
      ) : (
        <ul className={styles.roleList} aria-label={`Roles of ${found.user.email}`}>
          {found.roles.map((held) => (
            <li key={held}>
              <span>{held}</span>
              {!own && (
                <button
                  type="button"
                  className={button.secondary}
                  disabled={change.isPending}
                  onClick={() => setAsking({ kind: 'revoke', role: held })}
                >
                  Revoke<span className="visually-hidden"> {held}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!own && grantable.length > 0 && (
        <form className={`${table.filters} ${form.controls}`} onSubmit={grant}>
          <SelectField
            label="Role to grant"
            value={chosenRole}
            onChange={(event) => setRole(event.target.value)}
            options={grantable.map((candidate) => ({
              value: candidate,
              label: replacesTier(candidate) ? `${candidate} (replaces the current tier)` : candidate,
            }))}
          />
          <button type="submit" className={button.primary} disabled={change.isPending}>
            Grant
          </button>
        </form>
      )}
      <h4>Sessions</h4>
      <p className={table.muted}>
        Log this user out on every device, for example after a lost phone or when someone leaves the business.
      </p>
      <button
        type="button"
        className={button.secondary}
        disabled={logOut.isPending}
        onClick={() => setAsking({ kind: 'sessions' })}
      >
        End all sessions
      </button>
      <StaffConfirm question={question} onConfirm={confirm} onClose={() => setAsking(null)} />
    </section>
  );
}
