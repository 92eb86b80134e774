/**
 * Where the server reads the time for every rule that depends on it (token expiry, grace
 * periods, lockouts, link lifetimes). Tests pass a clock they move by hand, so time rules
 * are tested without sleeping. Timestamps go to PostgreSQL from this clock, never from now().
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const addMs = (date: Date, ms: number): Date => new Date(date.getTime() + ms);
