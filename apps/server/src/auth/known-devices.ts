import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import { KNOWN_DEVICE_LIFETIME_MS } from '@rta/domain/accounts/constants';
import type { Database } from '../db/pool.ts';
import { knownDevices, users } from '../db/schema.ts';
import { addMs, type Clock } from '../lib/clock.ts';
import { sha256Hex } from '../lib/secure-token.ts';

type Writer = Pick<Database, 'insert' | 'delete'>;

/** What a device presents to be known again: the hashes of its fingerprint and device key, in that order of trust. */
export const deviceHashes = (identifiers: readonly (string | undefined)[]): string[] => [
  ...new Set(identifiers.filter((value): value is string => Boolean(value)).map(sha256Hex)),
];

/**
 * Devices that have logged in to an account before (OWASP's device cookies, with the
 * identifiers a device already sends). A known device keeps a lockout count of its own, so a
 * stranger's wrong passwords cannot lock the owner out of it. A device is known from a
 * successful login, or from its owner opening a new-device link in it; it is forgotten after
 * KNOWN_DEVICE_LIFETIME_MS without a login, and on a password reset or change.
 */
export const createKnownDevices = (db: Database, clock: Clock) => ({
  /**
   * Which of the presented hashes (in the order given) has logged in to the account of this
   * address; null when none has, or there is no such account. One query either way, so the
   * answer's timing does not tell whether the address has an account.
   */
  async recognise(email: string, hashes: readonly string[]): Promise<string | null> {
    if (hashes.length === 0) return null;
    const rows = await db
      .select({ deviceHash: knownDevices.deviceHash })
      .from(knownDevices)
      .innerJoin(users, eq(users.id, knownDevices.userId))
      .where(
        and(
          sql`lower(${users.email}) = ${email.toLowerCase()}`,
          inArray(knownDevices.deviceHash, [...hashes]),
          gt(knownDevices.lastLoginAt, addMs(clock.now(), -KNOWN_DEVICE_LIFETIME_MS)),
        ),
      );
    const known = new Set(rows.map((row) => row.deviceHash));
    return hashes.find((hash) => known.has(hash)) ?? null;
  },

  /** The device logged in (or its owner opened a new-device link in it): known from now on. */
  async remember(userId: string, hashes: readonly string[], writer: Writer = db): Promise<void> {
    if (hashes.length === 0) return;
    const now = clock.now();
    await writer
      .insert(knownDevices)
      .values(hashes.map((deviceHash) => ({ userId, deviceHash, createdAt: now, lastLoginAt: now })))
      .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.deviceHash], set: { lastLoginAt: now } });
  },

  /** After a password reset or change: every device but the one making the change must log in anew. */
  async forgetAllBut(userId: string, keep: readonly string[], writer: Writer = db): Promise<void> {
    const conditions = [eq(knownDevices.userId, userId)];
    if (keep.length > 0) conditions.push(notInArray(knownDevices.deviceHash, [...keep]));
    await writer.delete(knownDevices).where(and(...conditions));
  },
});

export type KnownDevices = ReturnType<typeof createKnownDevices>;
