import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export const config = fp(async (app, opts: { config: AppConfig }) => {
  app.decorate('config', opts.config);
});
