import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { IDLE_LOGOUT_MS } from '@rta/domain/common/constants';
import {
  ACTIVITY_RECORD_INTERVAL_MS,
  AUTH_TOKEN_LIFETIME_MS,
  TOKEN_ROTATION_GRACE_MS,
} from '@rta/domain/accounts/constants';
import { AUTH_ERROR_CODES as CODES, AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import type { Database } from '../db/pool.ts';
import { sessions, userRoles, users } from '../db/schema.ts';
import { addMs, type Clock } from '../lib/clock.ts';
import { HttpError } from '../lib/http-error.ts';
import { newSecureToken, sameDigest, sha256Hex } from '../lib/secure-token.ts';
import type { UserRow } from './user-repository.ts';

export type SessionRow = typeof sessions.$inferSelect;

export interface ResolvedSession {
  session: SessionRow;
  user: UserRow;
  /** The user's roles, alphabetical, read in the same query as the session. */
  roles: string[];
}

const refused = (message: string, code: string) => new HttpError(401, message, code);

/**
 * Why a session may not be used now, or undefined when it may. The fingerprint is checked
 * first so a token presented from another device learns nothing about its session. A token
 * rotated more than the grace period ago is refused like a revoked one.
 */
const refusal = (session: SessionRow, fingerprintHash: string | undefined, now: Date): HttpError | undefined => {
  if (!fingerprintHash || !sameDigest(session.fingerprint, fingerprintHash)) {
    return refused(M.fingerprintMismatch, CODES.fingerprintMismatch);
  }
  if (session.revokedAt) return refused(M.tokenBlacklisted, CODES.tokenBlacklisted);
  if (session.graceUntil && now >= session.graceUntil) return refused(M.tokenBlacklisted, CODES.tokenBlacklisted);
  if (now >= session.expiresAt) return refused(M.tokenExpired, CODES.tokenExpired);
  if (now.getTime() - session.lastSeenAt.getTime() >= IDLE_LOGOUT_MS) return refused(M.sessionIdle, CODES.sessionIdle);
  return undefined;
};

/** The fingerprint is a device identifier: only its hash is kept. */
export const fingerprintHash = (fingerprint: string | undefined): string | undefined =>
  fingerprint ? sha256Hex(fingerprint) : undefined;

/**
 * Sessions are rows keyed by the SHA-256 of an opaque 256-bit token and bound to the
 * device fingerprint. One login lives at most 24 hours: rotated tokens inherit the
 * login's expiry. Every rule reads the injected clock.
 */
export const createSessionService = (db: Database, clock: Clock) => {
  /**
   * Every signed-in request resolves its session: one round trip for the session, its user
   * and the user's roles, as a named prepared statement (planned once per connection, and
   * no query building per request).
   */
  const resolveQuery = db
    .select({
      session: sessions,
      user: users,
      roles: sql<string[]>`coalesce((select array_agg(${userRoles.role} order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_resolve');

  return {
    async create(userId: string, fingerprint: string): Promise<{ token: string; expiresAt: Date }> {
      const now = clock.now();
      const token = newSecureToken();
      const expiresAt = addMs(now, AUTH_TOKEN_LIFETIME_MS);
      await db.insert(sessions).values({
        tokenHash: sha256Hex(token),
        userId,
        fingerprint: sha256Hex(fingerprint),
        createdAt: now,
        expiresAt,
        lastSeenAt: now,
      });
      return { token, expiresAt };
    },

    /** The session and user behind a token, or a 401 saying why not. Records activity at most every 5 minutes. */
    async resolve(token: string, fingerprint: string | undefined): Promise<ResolvedSession> {
      const now = clock.now();
      const [row] = await resolveQuery.execute({ tokenHash: sha256Hex(token) });
      if (!row) throw refused(M.tokenInvalid, CODES.tokenInvalid);
      const problem = refusal(row.session, fingerprintHash(fingerprint), now);
      if (problem) throw problem;
      if (now.getTime() - row.session.lastSeenAt.getTime() >= ACTIVITY_RECORD_INTERVAL_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, row.session.tokenHash));
      }
      return row;
    },

    /**
     * A new token for the same login. The old one keeps working for the grace period (a
     * request already in flight with it still succeeds) and is refused after. A token can be
     * rotated once; a second rotation of it is a 409, so one login never forks in two.
     */
    async rotate(token: string, fingerprint: string | undefined): Promise<{ token: string; expiresAt: Date }> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const [session] = await tx.select().from(sessions).where(eq(sessions.tokenHash, sha256Hex(token))).for('update');
        if (!session) throw refused(M.tokenInvalid, CODES.tokenInvalid);
        const problem = refusal(session, fingerprintHash(fingerprint), now);
        if (problem) throw problem;
        if (session.graceUntil) throw new HttpError(409, M.tokenAlreadyRotated, CODES.tokenAlreadyRotated);
        const next = newSecureToken();
        await tx.insert(sessions).values({
          tokenHash: sha256Hex(next),
          userId: session.userId,
          fingerprint: session.fingerprint,
          createdAt: now,
          expiresAt: session.expiresAt,
          lastSeenAt: now,
        });
        const graceEnd = addMs(now, TOKEN_ROTATION_GRACE_MS);
        await tx
          .update(sessions)
          .set({ graceUntil: graceEnd < session.expiresAt ? graceEnd : session.expiresAt })
          .where(eq(sessions.tokenHash, session.tokenHash));
        return { token: next, expiresAt: session.expiresAt };
      });
    },

    /**
     * Logout: revokes the token and every other token of the same login on this device (a
     * predecessor still in its grace period included). Unknown tokens are ignored.
     */
    async endDeviceSession(token: string): Promise<boolean> {
      const now = clock.now();
      const [session] = await db.select().from(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
      if (!session) return false;
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, session.userId), eq(sessions.fingerprint, session.fingerprint), isNull(sessions.revokedAt)));
      return true;
    },

    /** Ends every session of a user (after a password reset or change), except one kept on purpose. */
    async endAllForUser(userId: string, keepTokenHash?: string, executor: Pick<Database, 'update'> = db): Promise<void> {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (keepTokenHash) conditions.push(ne(sessions.tokenHash, keepTokenHash));
      await executor.update(sessions).set({ revokedAt: clock.now() }).where(and(...conditions));
    },
  };
};

export type SessionService = ReturnType<typeof createSessionService>;
