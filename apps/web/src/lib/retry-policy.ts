import { RETRY_ATTEMPTS, RETRY_DELAY_STEP_MS } from '@rta/domain/common/constants';
import { ApiError } from './api-client.ts';

/** Spec §8/§9: a timeout, a dropped connection or a 5xx is retried; a client error never is. */
export const isRetryable = (error: unknown): boolean =>
  (error instanceof ApiError && error.status >= 500) ||
  (error instanceof DOMException && error.name === 'TimeoutError') ||
  error instanceof TypeError;

/** Up to 3 retries, 1 s × the attempt number apart. */
export const retryPolicy = {
  retry: (failureCount: number, error: unknown) => failureCount < RETRY_ATTEMPTS && isRetryable(error),
  retryDelay: (attemptIndex: number) => RETRY_DELAY_STEP_MS * (attemptIndex + 1),
};
