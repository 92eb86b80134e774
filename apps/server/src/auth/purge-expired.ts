import { lt } from 'drizzle-orm';
import { KNOWN_DEVICE_LIFETIME_MS, LOGIN_FAILURE_WINDOW_MS, LOGIN_LOCKOUT_MS } from '@rta/domain/accounts/constants';
import type { Database } from '../db/pool.ts';
import { emailTokens, knownDevices, loginFailures, sessions } from '../db/schema.ts';
import { addMs } from '../lib/clock.ts';

/**
 * Expired sessions and links are kept one more day, so a late request still hears exactly
 * why it is refused ('Token has expired', 'Token is blacklisted'); then they are deleted,
 * with login failures too old to lock anything and devices not used to log in for too long.
 */
const KEEP_AFTER_EXPIRY_MS = 24 * 60 * 60_000;

export const purgeExpiredAuthData = async (db: Database, now: Date): Promise<void> => {
  const cutoff = addMs(now, -KEEP_AFTER_EXPIRY_MS);
  await db.delete(sessions).where(lt(sessions.expiresAt, cutoff));
  await db.delete(emailTokens).where(lt(emailTokens.expiresAt, cutoff));
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.failedAt, addMs(now, -(LOGIN_FAILURE_WINDOW_MS + LOGIN_LOCKOUT_MS))));
  await db.delete(knownDevices).where(lt(knownDevices.lastLoginAt, addMs(now, -KNOWN_DEVICE_LIFETIME_MS)));
};
