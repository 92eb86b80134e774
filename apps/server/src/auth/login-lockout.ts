import { and, eq, gt, lt } from 'drizzle-orm';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_LOCKOUT_MS, LOGIN_MAX_FAILURES } from '@rta/domain/auth-constants';
import type { Database } from '../db/pool.ts';
import { loginFailures } from '../db/schema.ts';
import { addMs, type Clock } from '../lib/clock.ts';

/**
 * The lockout rule: 3 failures within 15 minutes lock the address for 15 minutes from the
 * third. Given failure times in order, returns when the lock ends, or undefined when the
 * address is free at `now`.
 */
export const lockedUntil = (failures: readonly Date[], now: Date): Date | undefined => {
  let end: number | undefined;
  for (let last = LOGIN_MAX_FAILURES - 1; last < failures.length; last += 1) {
    const first = failures[last - (LOGIN_MAX_FAILURES - 1)];
    const third = failures[last];
    if (!first || !third || third.getTime() - first.getTime() > LOGIN_FAILURE_WINDOW_MS) continue;
    const candidate = third.getTime() + LOGIN_LOCKOUT_MS;
    if (candidate > now.getTime() && (end === undefined || candidate > end)) end = candidate;
  }
  return end === undefined ? undefined : new Date(end);
};

/** Only failures this recent can still take part in a lock. */
const RELEVANT_MS = LOGIN_FAILURE_WINDOW_MS + LOGIN_LOCKOUT_MS;

/**
 * Failed logins per address, kept in PostgreSQL so every instance sees the same count.
 * An attempt is written down before its password is checked, so a burst of parallel
 * guesses counts in full; a successful login removes it again with the earlier failures.
 * Attempts refused while locked are not recorded, so they do not extend the lock.
 */
export const createLoginLockout = (db: Database, clock: Clock) => {
  const failureTimes = async (email: string, now: Date, beforeId?: number): Promise<Date[]> => {
    const conditions = [eq(loginFailures.email, email), gt(loginFailures.failedAt, addMs(now, -RELEVANT_MS))];
    if (beforeId !== undefined) conditions.push(lt(loginFailures.id, beforeId));
    const rows = await db
      .select({ failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(and(...conditions))
      .orderBy(loginFailures.failedAt, loginFailures.id);
    return rows.map((row) => row.failedAt);
  };

  return {
    /** Starts an attempt: its id, or the end of the lock that refuses it. */
    async begin(email: string): Promise<{ attemptId: number } | { lockedUntil: Date }> {
      const now = clock.now();
      const [row] = await db.insert(loginFailures).values({ email, failedAt: now }).returning({ id: loginFailures.id });
      if (!row) throw new Error('login_failures returned no row');
      const until = lockedUntil(await failureTimes(email, now, row.id), now);
      if (!until) return { attemptId: row.id };
      await db.delete(loginFailures).where(eq(loginFailures.id, row.id));
      return { lockedUntil: until };
    },

    /** The attempt failed: it stays recorded. Returns the lock end if this failure locked the address. */
    async failed(email: string): Promise<Date | undefined> {
      const now = clock.now();
      return lockedUntil(await failureTimes(email, now), now);
    },

    /** A successful login (or a password reset) clears the address's record. */
    async clear(email: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.email, email));
    },
  };
};

export type LoginLockout = ReturnType<typeof createLoginLockout>;
