import { CONTRACTOR_TIERS, KNOWN_ROLES } from '../accounts/roles.ts';

/* Roles admin's addresses, messages and rules without zod (api/staff-roles.ts re-exports them), so the roles page first renders without the schema library. */

/** Roles admin (issue 9, Store Admin only) and the owner's `npm run admin` command. */
export const STAFF_ROLES_PATH = '/api/staff/roles';

/** POST /api/staff/sessions/end {email}: a Store Admin logs a user out everywhere (ASVS 7.4.5). */
export const STAFF_END_SESSIONS_PATH = '/api/staff/sessions/end';

export type KnownRole = (typeof KNOWN_ROLES)[number];

export const isKnownRole = (role: string): role is KnownRole => (KNOWN_ROLES as readonly string[]).includes(role);

const TIER_ROLES: readonly string[] = CONTRACTOR_TIERS.map((tier) => tier.role);

export const STAFF_ROLE_MESSAGES = {
  unknownRole: (role: string) => `Unknown role '${role}'. Choose one of: ${KNOWN_ROLES.join(', ')}.`,
  unknownUser: (email: string) => `No account uses the e-mail address ${email}.`,
  /** Answered (403) to a Store Admin granting or revoking a role of their own (so the store also keeps its last admin), and shown on their own roles. */
  ownRoles: 'You cannot change your own roles. Ask another Store Admin.',
  notHeld: (email: string, role: string) => `${email} does not have the role '${role}'.`,
  sessionsEnded: (email: string, ended: number) =>
    ended === 0
      ? `${email} had no open sessions.`
      : `Ended ${ended} ${ended === 1 ? 'session' : 'sessions'} of ${email}: they must log in again.`,
  confirmEndSessions: (email: string) =>
    `End every session of ${email}? They are logged out on every device at their next request and must log in again.`,
} as const;

/**
 * The roles after granting one: a contractor has one tier at a time, so granting a tier
 * replaces any other tier. Returns the new list and what it removed.
 */
export const rolesAfterGrant = (
  current: readonly string[],
  role: KnownRole,
): { roles: string[]; replaced: string[] } => {
  const replaced = TIER_ROLES.includes(role)
    ? current.filter((held) => held !== role && TIER_ROLES.includes(held))
    : [];
  const kept = current.filter((held) => !replaced.includes(held) && held !== role);
  return { roles: [...kept, role], replaced };
};
