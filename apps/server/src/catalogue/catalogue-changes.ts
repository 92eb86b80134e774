import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../staff/audit.ts';

/**
 * Catalogue changes across server instances (issue 9). A change calls
 * notifyCatalogueChanged inside its transaction; PostgreSQL delivers the notification at
 * commit to every instance, each LISTENing on a client of its own, which then forgets its
 * held catalogue answers (catalogue-answers.ts). A notification sent while a listener was
 * reconnecting is missed, so each reconnect is reported as a change too; the answers' maximum
 * age bounds what no reconnect reveals.
 */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

export type CatalogueChangeReason = 'change' | 'reconnected';
type Listener = (reason: CatalogueChangeReason, payload: string) => void;

/** Queue the notification; PostgreSQL sends it when (and only if) the transaction commits. */
export const notifyCatalogueChanged = async (executor: Executor, payload: string): Promise<void> => {
  await executor.execute(sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, ${payload})`);
};

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

export const createCatalogueListener = (pool: pg.Pool, log: Pick<FastifyBaseLogger, 'warn' | 'info'>) => {
  const listeners = new Set<Listener>();
  let client: pg.PoolClient | null = null;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;
  let connectedOnce = false;

  const emit = (reason: CatalogueChangeReason, payload: string) => {
    for (const listener of [...listeners]) listener(reason, payload);
  };

  const scheduleReconnect = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  /** The listening client broke (database restart, terminated backend): drop it and listen again. */
  const drop = (dropped: pg.PoolClient, error: Error | undefined) => {
    if (client !== dropped) return;
    client = null;
    dropped.removeAllListeners('notification');
    log.warn(`catalogue change listener lost its connection${error ? `: ${error.message}` : ''}; reconnecting`);
    // Release with an error: the pool destroys the broken client instead of reusing it.
    dropped.release(error ?? new Error('connection ended'));
    scheduleReconnect();
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    let next: pg.PoolClient | undefined;
    try {
      next = await pool.connect();
      const current = next;
      if (closed) {
        current.release();
        return;
      }
      current.on('error', (error) => drop(current, error));
      current.on('end', () => drop(current, undefined));
      current.on('notification', (message) => {
        if (message.channel === CATALOGUE_CHANNEL) emit('change', message.payload ?? '');
      });
      client = current;
      await current.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      if (closed) return;
      retryMs = FIRST_RETRY_MS;
      // Changes made while no one listened were missed: start over from the database.
      if (connectedOnce) emit('reconnected', '');
      connectedOnce = true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (next && client === next) drop(next, error instanceof Error ? error : undefined);
      else {
        log.warn(`catalogue change listener could not connect: ${message}; retrying`);
        scheduleReconnect();
      }
    }
  };

  return {
    start: connect,
    /** Called for every change and after every reconnect; returns the unsubscribe function. */
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** This instance's own change, committed: clear its caches now rather than when its notification comes back. */
    announce(payload: string): void {
      emit('change', payload);
    },
    get listening(): boolean {
      return client !== null;
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      if (!current) return;
      current.removeAllListeners('notification');
      try {
        await current.query(`UNLISTEN ${CATALOGUE_CHANNEL}`);
        current.release();
      } catch (error) {
        current.release(error instanceof Error ? error : true);
      }
    },
  };
};

export type CatalogueChanges = ReturnType<typeof createCatalogueListener>;

declare module 'fastify' {
  interface FastifyInstance {
    catalogueChanges: CatalogueChanges;
  }
}

/** Starts this instance's listener with the app and stops it when the app closes. */
export const catalogueChanges = fp(
  async (app) => {
    const listener = createCatalogueListener(app.pool, app.log);
    app.decorate('catalogueChanges', listener);
    await listener.start();
    app.addHook('onClose', async () => listener.close());
  },
  { name: 'catalogue-changes' },
);
