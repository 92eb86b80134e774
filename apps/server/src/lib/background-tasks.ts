import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after an answer is sent (mail delivery, the work behind a reset request).
 * Failures are logged, never lost silently, and closing the app waits for what is running,
 * so a graceful stop never cuts a delivery in half.
 */
export const createBackgroundTasks = (log: FastifyBaseLogger) => {
  const running = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<unknown>): void {
      const promise = task().then(
        () => undefined,
        (error: unknown) => log.error({ err: error, task: name }, 'background task failed'),
      );
      running.add(promise);
      void promise.finally(() => running.delete(promise));
    },
    /** Resolves once nothing is running (tasks started meanwhile are awaited too). */
    async drain(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
};

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
