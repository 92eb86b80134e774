import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The time every time-based rule reads (tests move it by hand). */
    clock: Clock;
  }
}

export const clock = fp(async (app, opts: { clock: Clock }) => {
  app.decorate('clock', opts.clock);
});
