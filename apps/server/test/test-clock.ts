import type { Clock } from '../src/lib/clock.ts';

/** A clock that stands still until a test moves it, so time rules are tested without sleeping. */
export const createTestClock = (start: Date = new Date()) => {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number): void {
      now += ms;
    },
  } satisfies Clock & { advance(ms: number): void };
};

export type TestClock = ReturnType<typeof createTestClock>;

export const SECOND = 1_000;
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
