import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  isKnownRole,
  rolesAfterGrant,
  STAFF_ROLE_MESSAGES as M,
  type EndedSessions,
  type UserRoles,
} from '@rta/domain/api/staff-roles';
import { isOwnAccount } from '@rta/domain/staff/own-behalf';
import type { Database } from '../db/pool.ts';
import { sessions, userRoles, users } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { recordAudit, type AuditActor, type Executor } from './audit.ts';

/**
 * Granting and revoking roles, for the Roles page (Store Admin) and the owner's command line.
 * Every change bumps the user's rolesVersion, so their browser refreshes badges and prices,
 * and is audited in the same transaction.
 */
const findUser = async (executor: Executor, email: string) => {
  const [user] = await executor
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .for('update');
  if (!user) throw new HttpError(404, M.unknownUser(email.trim()), 'UNKNOWN_USER');
  return user;
};

const rolesOf = async (executor: Executor, userId: string): Promise<string[]> =>
  (
    await executor
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
      .orderBy(asc(userRoles.grantedAt), asc(userRoles.role))
  ).map((row) => row.role);

const answer = (user: typeof users.$inferSelect, roles: string[], rolesVersion = user.rolesVersion): UserRoles => ({
  user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
  roles,
  rolesVersion,
});

const knownRole = (role: string) => {
  const trimmed = role.trim();
  if (!isKnownRole(trimmed)) throw new HttpError(400, M.unknownRole(trimmed), 'UNKNOWN_ROLE');
  return trimmed;
};

/**
 * Nobody changes their own roles (issue 19): a Store Admin cannot make themself a contractor
 * at Gold, nor leave the store without an admin by revoking their own. The owner's command
 * line (actor id null) has no account of its own and is never refused.
 */
const refuseOwn = (actor: AuditActor, userId: string) => {
  if (isOwnAccount(actor, userId)) throw new HttpError(403, M.ownRoles, 'OWN_ROLES');
};

const bumpRolesVersion = async (executor: Executor, userId: string): Promise<number> => {
  const [row] = await executor
    .update(users)
    .set({ rolesVersion: sql`${users.rolesVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ rolesVersion: users.rolesVersion });
  return row?.rolesVersion ?? 0;
};

export const createRoleAdmin = (db: Database) => ({
  async rolesFor(email: string): Promise<UserRoles> {
    return db.transaction(async (tx) => {
      const user = await findUser(tx, email);
      return answer(user, await rolesOf(tx, user.id));
    });
  },

  /** Grants a role; a contractor tier replaces the user's other tier. Granting a held role changes nothing. */
  async grant(actor: AuditActor, email: string, role: string): Promise<UserRoles> {
    const wanted = knownRole(role);
    return db.transaction(async (tx) => {
      const user = await findUser(tx, email);
      refuseOwn(actor, user.id);
      const current = await rolesOf(tx, user.id);
      if (current.includes(wanted)) return answer(user, current);
      const { roles, replaced } = rolesAfterGrant(current, wanted);
      if (replaced.length > 0)
        await tx.delete(userRoles).where(and(eq(userRoles.userId, user.id), inArray(userRoles.role, replaced)));
      await tx.insert(userRoles).values({ userId: user.id, role: wanted }).onConflictDoNothing();
      const rolesVersion = await bumpRolesVersion(tx, user.id);
      await recordAudit(tx, actor, {
        action: 'role.grant',
        targetType: 'user',
        targetId: user.id,
        details: { email: user.email, role: wanted, replaced, before: current, after: roles },
      });
      return answer(user, roles, rolesVersion);
    });
  },

  /** Revokes a role the user holds. */
  async revoke(actor: AuditActor, email: string, role: string): Promise<UserRoles> {
    const unwanted = knownRole(role);
    return db.transaction(async (tx) => {
      const user = await findUser(tx, email);
      refuseOwn(actor, user.id);
      const current = await rolesOf(tx, user.id);
      if (!current.includes(unwanted)) throw new HttpError(409, M.notHeld(user.email, unwanted), 'ROLE_NOT_HELD');
      await tx.delete(userRoles).where(and(eq(userRoles.userId, user.id), eq(userRoles.role, unwanted)));
      const roles = current.filter((held) => held !== unwanted);
      const rolesVersion = await bumpRolesVersion(tx, user.id);
      await recordAudit(tx, actor, {
        action: 'role.revoke',
        targetType: 'user',
        targetId: user.id,
        details: { email: user.email, role: unwanted, before: current, after: roles },
      });
      return answer(user, roles, rolesVersion);
    });
  },

  /**
   * Logs a user out everywhere (ASVS 7.4.5): every open session is revoked, so each instance
   * refuses its token at the next request, as after a logout.
   */
  async endSessions(actor: AuditActor, email: string): Promise<EndedSessions> {
    return db.transaction(async (tx) => {
      const user = await findUser(tx, email);
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        // Only open ones: an expired token, or a rotated one past its grace, is refused already.
        .where(
          and(
            eq(sessions.userId, user.id),
            isNull(sessions.revokedAt),
            sql`${sessions.expiresAt} > now()`,
            sql`(${sessions.graceUntil} IS NULL OR ${sessions.graceUntil} > now())`,
          ),
        )
        .returning({ tokenHash: sessions.tokenHash });
      await recordAudit(tx, actor, {
        action: 'sessions.end',
        targetType: 'user',
        targetId: user.id,
        details: { email: user.email, ended: ended.length },
      });
      return { user: answer(user, []).user, ended: ended.length };
    });
  },
});

export type RoleAdmin = ReturnType<typeof createRoleAdmin>;
