import { and, eq, gt, isNull, lt, type SQL } from 'drizzle-orm';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_LOCKOUT_MS, LOGIN_MAX_FAILURES } from '@rta/domain/accounts/constants';
import type { Database } from '../db/pool.ts';
import { loginFailures } from '../db/schema.ts';
import { addMs, type Clock } from '../lib/clock.ts';

/**
 * The lockout rule: 3 failures within 15 minutes lock for 15 minutes from the third. Given
 * failure times in order, returns when the lock ends, or undefined when it is free at `now`.
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
 * Whose count an attempt is in: the known device it came from (its hash, see
 * known-devices.ts), which keeps its own; or null, the one count every other device of
 * every stranger shares, to which the spec's rule applies as before.
 */
export type AttemptDevice = string | null;

/**
 * Failed logins per address and device class, kept in PostgreSQL so every instance sees the
 * same count. An attempt is written down before its password is checked, so a burst of
 * parallel guesses counts in full; a successful login removes it again with the earlier
 * failures of its count. Attempts refused while locked are not recorded, so they do not
 * extend the lock.
 */
export const createLoginLockout = (db: Database, clock: Clock) => {
  const sameCount = (email: string, device: AttemptDevice): SQL | undefined =>
    and(
      eq(loginFailures.email, email),
      device === null ? isNull(loginFailures.device) : eq(loginFailures.device, device),
    );

  const failureTimes = async (email: string, device: AttemptDevice, now: Date, beforeId?: number): Promise<Date[]> => {
    const conditions = [sameCount(email, device), gt(loginFailures.failedAt, addMs(now, -RELEVANT_MS))];
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
    async begin(email: string, device: AttemptDevice): Promise<{ attemptId: number } | { lockedUntil: Date }> {
      const now = clock.now();
      const [row] = await db
        .insert(loginFailures)
        .values({ email, device, failedAt: now })
        .returning({ id: loginFailures.id });
      if (!row) throw new Error('login_failures returned no row');
      const until = lockedUntil(await failureTimes(email, device, now, row.id), now);
      if (!until) return { attemptId: row.id };
      await db.delete(loginFailures).where(eq(loginFailures.id, row.id));
      return { lockedUntil: until };
    },

    /** The attempt failed: it stays recorded. Returns the lock end if this failure locked its count. */
    async failed(email: string, device: AttemptDevice): Promise<Date | undefined> {
      const now = clock.now();
      return lockedUntil(await failureTimes(email, device, now), now);
    },

    /** A successful login clears its own count; a password reset (device undefined) clears every count of the address. */
    async clear(email: string, device?: AttemptDevice): Promise<void> {
      await db
        .delete(loginFailures)
        .where(device === undefined ? eq(loginFailures.email, email) : sameCount(email, device));
    },
  };
};

export type LoginLockout = ReturnType<typeof createLoginLockout>;
