import { and, eq, isNull, ne } from 'drizzle-orm';
import { IDLE_LOGOUT_MS } from '@rta/domain/common/constants';
import {
  ACTIVITY_RECORD_INTERVAL_MS,
  AUTH_TOKEN_LIFETIME_MS,
  TOKEN_ROTATION_GRACE_MS,
} from '@rta/domain/accounts/constants';
import { AUTH_ERROR_CODES as CODES, AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import type { Database } from '../db/pool.ts';
import { sessions } from '../db/schema.ts';
import { addMs, type Clock } from '../lib/clock.ts';
import { HttpError } from '../lib/http-error.ts';
import { newSecureToken, sameDigest, sha256Hex } from '../lib/secure-token.ts';
import type { UserRow } from './user-repository.ts';

export type SessionRow = typeof sessions.$inferSelect;

/** What the rules below read of a session. */
type SessionState = Pick<
  SessionRow,
  'tokenHash' | 'fingerprint' | 'expiresAt' | 'lastSeenAt' | 'graceUntil' | 'revokedAt'
>;

/** A session in use: what the rules read of it, its user, and the user's roles (alphabetical), read together. */
export type ResolvedSession = SessionState &
  Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'enabled' | 'rolesVersion'> & { roles: string[] };

/**
 * Every signed-in request resolves its session: one round trip for the session, its user and
 * the user's roles, as a named prepared statement (planned once per connection). It goes to
 * node-postgres directly, each column named as the code names it: every signed-in call pays
 * for it, and the ORM's query wrapper and row mapping cost a tenth of a GET /api/user
 * (docs/decisions/0147-signed-in-calls.md).
 */
const SESSION_RESOLVE = {
  name: 'session_resolve',
  text: `select s.token_hash as "tokenHash", s.fingerprint, s.expires_at as "expiresAt", s.last_seen_at as "lastSeenAt",
                s.grace_until as "graceUntil", s.revoked_at as "revokedAt",
                u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.enabled, u.roles_version as "rolesVersion",
                coalesce((select array_agg(r.role order by r.role) from user_roles r where r.user_id = u.id), '{}') as roles
           from sessions s join users u on u.id = s.user_id
          where s.token_hash = $1`,
};

const refused = (message: string, code: string) => new HttpError(401, message, code);

/**
 * Why a session may not be used now, or undefined when it may. The fingerprint is checked
 * first so a token presented from another device learns nothing about its session. A token
 * rotated more than the grace period ago is refused like a revoked one.
 */
const refusal = (session: SessionState, fingerprintHash: string | undefined, now: Date): HttpError | undefined => {
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
      const { rows } = await db.$client.query<ResolvedSession>({ ...SESSION_RESOLVE, values: [sha256Hex(token)] });
      const [row] = rows;
      if (!row) throw refused(M.tokenInvalid, CODES.tokenInvalid);
      const problem = refusal(row, fingerprintHash(fingerprint), now);
      if (problem) throw problem;
      if (now.getTime() - row.lastSeenAt.getTime() >= ACTIVITY_RECORD_INTERVAL_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, row.tokenHash));
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
        const [session] = await tx
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, sha256Hex(token)))
          .for('update');
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
      const [session] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256Hex(token)));
      if (!session) return false;
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, session.userId),
            eq(sessions.fingerprint, session.fingerprint),
            isNull(sessions.revokedAt),
          ),
        );
      return true;
    },

    /** Ends every session of a user (after a password reset or change), except one kept on purpose. */
    async endAllForUser(
      userId: string,
      keepTokenHash?: string,
      executor: Pick<Database, 'update'> = db,
    ): Promise<void> {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (keepTokenHash) conditions.push(ne(sessions.tokenHash, keepTokenHash));
      await executor
        .update(sessions)
        .set({ revokedAt: clock.now() })
        .where(and(...conditions));
    },
  };
};

export type SessionService = ReturnType<typeof createSessionService>;
