import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { notify as toast } from '../../lib/notify.ts';
import { isRateLimitEvent, RATE_LIMIT_EVENT } from '../../lib/rate-limit-event.ts';
import styles from './rate-limit-banner.module.css';

interface ActiveLimit {
  message: string;
  until: number;
  /** The page it happened on: the banner belongs to that page (spec §2: it resets on route change). */
  pathname: string;
}

/** m:ss, as the spec's countdown shows it. */
export const formatCountdown = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The rate-limit alert (spec §2 Other, §4 Rate limit): on a 'rate-limit-error' event, a
 * warning toast the first time an endpoint is limited, and a banner counting down until
 * the shopper may try again; it hides when the time is up or the page changes.
 */
export function RateLimitBanner() {
  const { pathname } = useLocation();
  const [active, setActive] = useState<ActiveLimit | null>(null);
  const [now, setNow] = useState(0);
  // Endpoint -> when its current limit ends: repeated hits while it lasts add no toast.
  const warnedUntil = useRef(new Map<string, number>());

  useEffect(() => {
    const onLimit = (event: Event) => {
      if (!isRateLimitEvent(event)) return;
      const { message, endpoint, retryAfter } = event.detail;
      const at = Date.now();
      const until = at + retryAfter * 1000;
      if ((warnedUntil.current.get(endpoint) ?? 0) <= at) toast.warning(message);
      warnedUntil.current.set(endpoint, until);
      setActive({ message, until, pathname: window.location.pathname });
      setNow(at);
    };
    window.addEventListener(RATE_LIMIT_EVENT, onLimit);
    return () => window.removeEventListener(RATE_LIMIT_EVENT, onLimit);
  }, []);

  const showing = active !== null && active.pathname === pathname && active.until > now;
  useEffect(() => {
    if (!showing) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [showing]);

  if (!showing) return null;
  const secondsLeft = Math.ceil((active.until - now) / 1000);
  return (
    <div className={styles.banner}>
      <p role="alert" className={styles.message}>
        {active.message}
      </p>
      <p className={styles.countdown}>
        Try again in <time dateTime={`PT${secondsLeft}S`}>{formatCountdown(secondsLeft)}</time>
      </p>
    </div>
  );
}
