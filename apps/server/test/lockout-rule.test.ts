import { describe, expect, it } from 'vitest';
import { lockedUntil } from '../src/auth/login-lockout.ts';
import { MINUTE, SECOND } from './test-clock.ts';

const at = (...minutes: number[]) => minutes.map((m) => new Date(Date.UTC(2026, 0, 1, 12, 0) + m * MINUTE));
const minutesAfterNoon = (date: Date | undefined) =>
  date ? (date.getTime() - Date.UTC(2026, 0, 1, 12, 0)) / MINUTE : undefined;

describe('lockedUntil (3 failures within 15 minutes lock for 15 minutes)', () => {
  it('is free with fewer than three failures', () => {
    expect(lockedUntil(at(0, 1), at(2)[0] as Date)).toBeUndefined();
  });

  it('locks for 15 minutes from the third failure', () => {
    expect(minutesAfterNoon(lockedUntil(at(0, 1, 2), at(2)[0] as Date))).toBe(17);
    expect(lockedUntil(at(0, 1, 2), at(17)[0] as Date)).toBeUndefined();
  });

  it('needs the three within 15 minutes', () => {
    expect(minutesAfterNoon(lockedUntil(at(0, 10, 15), at(15)[0] as Date))).toBe(30);
    const spread = at(0, 10).concat(new Date((at(15)[0] as Date).getTime() + SECOND));
    expect(lockedUntil(spread, spread[2] as Date)).toBeUndefined();
  });

  it('takes the latest lock when several triples qualify', () => {
    expect(minutesAfterNoon(lockedUntil(at(0, 1, 2, 3), at(3)[0] as Date))).toBe(18);
  });
});
