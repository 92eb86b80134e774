import * as v from 'valibot';
import { CLIENT_LOCKOUT_MS, CLIENT_MAX_FAILED_ATTEMPTS } from '@rta/domain/accounts/constants';

/**
 * Spec §4/§9 client lockout: after 5 failed login or signup attempts within 15 minutes,
 * further attempts are blocked until 15 minutes after the last failure. Kept in local
 * storage so a reload does not lift it. (The server has its own, stricter, per-address lock.)
 */
const KEY = 'authFailures';
const recordSchema = v.object({ count: v.pipe(v.number(), v.safeInteger(), v.minValue(0)), lastFailureAt: v.number() });
type FailureRecord = v.InferOutput<typeof recordSchema>;

const readRecord = (): FailureRecord | null => {
  try {
    const parsed = v.safeParse(recordSchema, JSON.parse(window.localStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
};

const writeRecord = (record: FailureRecord | null): void => {
  try {
    if (record) window.localStorage.setItem(KEY, JSON.stringify(record));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Without storage the lock lasts as long as the page; the server's lock still holds.
  }
};

/** Milliseconds until attempts are allowed again; 0 when they are. */
export const lockoutRemaining = (now: number): number => {
  const record = readRecord();
  if (!record || record.count < CLIENT_MAX_FAILED_ATTEMPTS) return 0;
  return Math.max(0, record.lastFailureAt + CLIENT_LOCKOUT_MS - now);
};

/** Counts a failure; failures older than the window no longer count. */
export const recordFailure = (now: number = Date.now()): void => {
  const record = readRecord();
  const recent = record && now - record.lastFailureAt < CLIENT_LOCKOUT_MS ? record.count : 0;
  writeRecord({ count: recent + 1, lastFailureAt: now });
};

export const clearFailures = (): void => writeRecord(null);
