import { RATE_LIMIT_DEFAULT_RETRY_AFTER_S } from '@rta/domain/accounts/constants';
import { rateLimitMessage } from '@rta/domain/accounts/session-messages';

/** Spec §7: a 429 fires this window event; the rate-limit banner listens to it. */
export const RATE_LIMIT_EVENT = 'rate-limit-error';

export interface RateLimitDetail {
  message: string;
  /** Seconds until the client may try again. */
  retryAfter: number;
  /** The path as requested, query included. */
  path: string;
  /** The path without its query: what the limit counts. */
  endpoint: string;
  /** The x-ratelimit-* headers, when the server sent them. */
  limit?: number;
  remaining?: number;
  reset?: number;
}

const numberHeader = (headers: Headers, name: string): number | undefined => {
  const value = Number.parseInt(headers.get(name) ?? '', 10);
  return Number.isFinite(value) ? value : undefined;
};

/** Retry-After is either seconds or an HTTP date; anything unreadable means the spec's 60 s. */
const retryAfterSeconds = (header: string | null, now: number): number => {
  if (!header) return RATE_LIMIT_DEFAULT_RETRY_AFTER_S;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? RATE_LIMIT_DEFAULT_RETRY_AFTER_S : Math.max(0, Math.ceil((date - now) / 1000));
};

/** What a 429 answer says, with the spec's defaults (§8 Rate limit) where it says nothing. */
export const rateLimitDetail = (path: string, headers: Headers, serverMessage: string | undefined): RateLimitDetail => {
  const endpoint = path.split('?')[0] ?? path;
  const detail: RateLimitDetail = {
    message: serverMessage || rateLimitMessage(endpoint),
    retryAfter: retryAfterSeconds(headers.get('retry-after'), Date.now()),
    path,
    endpoint,
  };
  const limit = numberHeader(headers, 'x-ratelimit-limit');
  const remaining = numberHeader(headers, 'x-ratelimit-remaining');
  const reset = numberHeader(headers, 'x-ratelimit-reset');
  if (limit !== undefined) detail.limit = limit;
  if (remaining !== undefined) detail.remaining = remaining;
  if (reset !== undefined) detail.reset = reset;
  return detail;
};

export const dispatchRateLimit = (detail: RateLimitDetail): void => {
  window.dispatchEvent(new CustomEvent<RateLimitDetail>(RATE_LIMIT_EVENT, { detail }));
};

export const isRateLimitEvent = (event: Event): event is CustomEvent<RateLimitDetail> =>
  event instanceof CustomEvent && typeof (event.detail as Partial<RateLimitDetail> | null)?.endpoint === 'string';
