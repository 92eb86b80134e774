import type { RoutesPlugin } from '../plugins/validation.ts';
import { accountBinderSchema, savedBinderSchema } from '@rta/domain/api/cart';
import { errorSchema } from '../lib/errors.ts';
import { signedInUser } from '../plugins/auth.ts';
import { createCartService } from './cart-service.ts';

/** A full 500-line binder is about 400 KB with every item field (the web app sends only the choices, about 60 KB). */
const CART_BODY_LIMIT = 1024 * 1024;

const noStore = { 'cache-control': 'no-store' };

/** GET and PUT /api/cart: the signed-in user's binder, priced by the server (spec §4, §7). */
export const cartRoutes: RoutesPlugin = async (app) => {
  const service = createCartService(app.db, app.clock);

  app.get(
    '/cart',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['binder'],
        summary: "The signed-in user's binder, priced now from the catalogue and the user's tier",
        response: { 200: accountBinderSchema, 401: errorSchema },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.load(signedInUser(request))),
  );

  app.put(
    '/cart',
    {
      preHandler: app.authenticate,
      bodyLimit: CART_BODY_LIMIT,
      schema: {
        tags: ['binder'],
        summary: "Replace the signed-in user's binder; prices are recomputed, unknown SKUs refused",
        body: savedBinderSchema,
        response: { 200: accountBinderSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.save(signedInUser(request), request.body)),
  );
};
