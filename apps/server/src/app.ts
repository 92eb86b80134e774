import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import pino from 'pino';
import { serializerCompiler, validatorCompiler, type SchemaTypeProvider } from './plugins/validation.ts';
import type pg from 'pg';
import type { AppConfig } from './config.ts';
import { config as configPlugin } from './plugins/config.ts';
import { database } from './plugins/database.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { nulText } from './plugins/nul-text.ts';
import { openapi } from './plugins/openapi.ts';
import { security } from './plugins/security.ts';
import { clock as clockPlugin } from './plugins/clock.ts';
import { rateLimits } from './plugins/rate-limits.ts';
import { mailer } from './plugins/mailer.ts';
import { auth } from './plugins/auth.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { withRedactedRequests } from './lib/log-redaction.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { devMailRoutes } from './mail/dev-mail-routes.ts';
import { contactRoutes } from './contact/contact-routes.ts';
import { catalogueRoutes } from './catalogue/catalogue-routes.ts';
import { cartRoutes } from './cart/cart-routes.ts';
import { orderRoutes } from './orders/order-routes.ts';
import { stripeWebhookRoutes } from './payments/stripe-webhook-routes.ts';
import { projectRoutes } from './projects/project-routes.ts';
import { shareLinkRoutes } from './projects/share-link-routes.ts';
import { handOffRoutes } from './projects/hand-off-routes.ts';
import { quoteRoutes } from './quotes/quote-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
import { staffRoutes } from './staff/staff-routes.ts';
import { catalogueChanges } from './catalogue/catalogue-changes.ts';
import { spa } from './web/spa.ts';
import { crawlerRoutes } from './web/crawler-routes.ts';
import { linkPreviews } from './web/link-previews.ts';
import { visibleCatalogue } from './catalogue/visible-catalogue.ts';
import {
  createCatalogueAnswers,
  serverWithCatalogueAnswers,
  type CatalogueAnswers,
} from './catalogue/catalogue-answers.ts';
import { API_SECURITY_HEADERS } from './plugins/security.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's answers, held until it changes and repeated in front of the router (catalogue/catalogue-answers.ts). */
    catalogueAnswers: CatalogueAnswers;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  pool: pg.Pool;
  /** A pino logger to use; without one the app logs at the configured level. */
  logger?: FastifyBaseLogger;
  /** The time rules read; tests pass one they can move. */
  clock?: Clock;
}

/**
 * The store as a Fastify instance: external plugins first, then the app's own,
 * then one route plugin per feature under /api, then the web app.
 */
export const buildApp = async ({
  config,
  pool,
  logger,
  clock = systemClock,
}: BuildAppOptions): Promise<FastifyInstance> => {
  const log = withRedactedRequests(logger ?? pino({ level: config.logLevel }));
  const catalogueAnswers = createCatalogueAnswers({
    securityHeaders: API_SECURITY_HEADERS,
    now: () => clock.now().getTime(),
    log,
  });
  const app = Fastify({
    loggerInstance: log,
    serverFactory: serverWithCatalogueAnswers(catalogueAnswers),
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals (an undecodable path, a path parameter over 100 characters) are
    // answered as the API answers (docs/decisions/0004): 400, a message that does not echo the
    // path, and the API's security headers (no hook runs for them).
    frameworkErrors: (error, _request, reply) =>
      (reply as FastifyReply)
        .code(400)
        .headers(API_SECURITY_HEADERS)
        .send({
          message:
            error.code === 'FST_ERR_MAX_PARAM_LENGTH'
              ? 'A part of the address is too long.'
              : 'The address is not valid.',
          code: error.code,
        }),
    ajv: { customOptions: { removeAdditional: 'all' } },
  }).withTypeProvider<SchemaTypeProvider>();
  app.decorate('catalogueAnswers', catalogueAnswers);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(security);
  await app.register(openapi, { storeName: config.storeName });
  await app.register(errorHandler);
  await app.register(nulText);
  await app.register(database, { pool });
  await app.register(clockPlugin, { clock });
  await app.register(rateLimits);
  await app.register(mailer);
  await app.register(auth);
  await app.register(catalogueChanges);
  // A change on any instance, or a reconnect of this one's listener, and its held answers go.
  app.catalogueChanges.subscribe(() => catalogueAnswers.changed());
  await app.register(visibleCatalogue);

  await app.register(healthRoutes);
  await app.register(catalogueRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(cartRoutes, { prefix: '/api' });
  await app.register(orderRoutes, { prefix: '/api' });
  await app.register(stripeWebhookRoutes, { prefix: '/api' });
  await app.register(projectRoutes, { prefix: '/api' });
  await app.register(shareLinkRoutes, { prefix: '/api' });
  await app.register(handOffRoutes, { prefix: '/api' });
  await app.register(quoteRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api' });
  await app.register(staffRoutes, { prefix: '/api/staff' });
  await app.register(devMailRoutes);
  await app.register(crawlerRoutes);
  await app.register(linkPreviews);
  await app.register(spa);

  return app;
};
