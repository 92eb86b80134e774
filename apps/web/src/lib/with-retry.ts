import { RETRY_ATTEMPTS, RETRY_DELAY_STEP_MS } from '@rta/domain/common/constants';
import { isRetryable } from './retry-policy.ts';

const wait = (ms: number): Promise<void> => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Spec §9 automatic retry for calls made outside TanStack Query (which retries by itself):
 * up to 3 more tries, 1 s × the attempt number apart, only after a timeout, a dropped
 * connection or a 5xx, so never after a 401 or any other answer the server meant.
 * `stillWanted` is asked before each retry.
 */
export const withRetry = async <T>(call: () => Promise<T>, stillWanted: () => boolean = () => true): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt > RETRY_ATTEMPTS || !isRetryable(error)) throw error;
      await wait(RETRY_DELAY_STEP_MS * attempt);
      // e.g. the session the call was for ended while waiting: the first failure stands.
      if (!stillWanted()) throw error;
    }
  }
};
