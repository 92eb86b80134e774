import { useEffect, useState } from 'react';
import { lockoutRemaining } from './client-lockout.ts';

const lockedUntil = (): number => {
  const now = Date.now();
  const remaining = lockoutRemaining(now);
  return remaining > 0 ? now + remaining : 0;
};

/** Whether login and signup are blocked (spec §9 client lockout), updating itself when the lock ends. */
export const useClientLockout = (): { locked: boolean; recheck: () => void } => {
  const [until, setUntil] = useState(lockedUntil);
  useEffect(() => {
    if (!until) return;
    const timer = window.setTimeout(() => setUntil(lockedUntil()), Math.max(0, until - Date.now()));
    return () => window.clearTimeout(timer);
  }, [until]);
  return { locked: until > 0, recheck: () => setUntil(lockedUntil()) };
};
