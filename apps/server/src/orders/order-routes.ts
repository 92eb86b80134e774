import * as v from 'valibot';
import type { RoutesPlugin } from '../plugins/validation.ts';
import { savedBinderSchema } from '@rta/domain/api/cart';
import { FULFILMENTS } from '@rta/domain/checkout/checkout';
import {
  checkoutQuoteSchema,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  ORDER_HISTORY_PAGE_SIZE,
  ORDER_MESSAGES,
  orderHistoryQuerySchema,
  orderSchema,
  paymentPageSchema,
  placedOrderSchema,
  placeOrderSchema,
} from '@rta/domain/api/orders';
import { errorSchema } from '../lib/errors.ts';
import { HttpError } from '../lib/http-error.ts';
import { signedInUser } from '../plugins/auth.ts';
import { pickupPayment } from '../payments/payment-provider.ts';
import { createStripeClient, stripeCheckout } from '../payments/stripe-checkout.ts';
import { createOrderService } from './order-service.ts';

const noStore = { 'cache-control': 'no-store' };
const CHECKOUT_BODY_LIMIT = 1024 * 1024;

/** Checkout, order placement and order history (spec §4, §7). Checkout needs a verified e-mail. */
export const orderRoutes: RoutesPlugin = async (app) => {
  const stripe = app.config.stripe ? createStripeClient(app.config.stripe) : undefined;
  const service = createOrderService({
    db: app.db,
    clock: app.clock,
    config: app.config,
    log: app.log,
    payments: { pickup: pickupPayment, ...(stripe ? { card: stripeCheckout(stripe, app.config.publicUrl) } : {}) },
    deliverMail: (id) => app.mailer.deliverSoon(id, 'order mail'),
  });

  app.post(
    '/checkout/prices',
    {
      preHandler: app.requireVerifiedEmail,
      bodyLimit: CHECKOUT_BODY_LIMIT,
      schema: {
        tags: ['checkout'],
        summary: 'Price revalidation: each line and the totals as the order would charge them now',
        description:
          'A binder whose total is over orderTotalMax (the store’s maximum for one order) is priced all the same; ' +
          'placing it is refused with 400 (ORDER_TOTAL_TOO_LARGE) and the message orderTotalProblem gives.',
        body: v.object({
          cart: savedBinderSchema,
          fulfilment: v.optional(v.picklist(FULFILMENTS), 'pickup'),
          // From a quote: the lines it priced at their held prices, as the order would charge them.
          quoteId: placeOrderSchema.entries.quoteId,
        }),
        response: { 200: checkoutQuoteSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(
          await service.quote(signedInUser(request), request.body.cart, request.body.fulfilment, request.body.quoteId),
        ),
  );

  app.post(
    '/orders',
    {
      preHandler: app.requireVerifiedEmail,
      bodyLimit: CHECKOUT_BODY_LIMIT,
      schema: {
        tags: ['checkout'],
        summary: 'Place an order (idempotent: send an Idempotency-Key header)',
        description:
          'One order per Idempotency-Key: the same key with the same request answers 200 with the order it placed; ' +
          'with another request (another binder or other details) 422, and nothing changes. ' +
          'An order whose total is over the store’s maximum is refused with 400 (ORDER_TOTAL_TOO_LARGE). ' +
          'When a room’s plan has fit problems, the order needs measurementsChecked: true (422 MEASUREMENTS_UNCHECKED ' +
          'otherwise); a plan placing what its label does not hold is refused with 422 (PLAN_ITEMS).',
        body: placeOrderSchema,
        response: {
          200: placedOrderSchema,
          201: placedOrderSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const key = v.safeParse(idempotencyKeySchema, request.headers[IDEMPOTENCY_HEADER.toLowerCase()]);
      if (!key.success) throw new HttpError(400, key.issues[0].message, 'IDEMPOTENCY_KEY');
      const { result, created } = await service.place(signedInUser(request), key.output, {
        cart: request.body.cart,
        details: request.body.details,
        measurementsChecked: request.body.measurementsChecked,
        quoteId: request.body.quoteId,
      });
      return reply
        .code(created ? 201 : 200)
        .headers(noStore)
        .send(result);
    },
  );

  app.get(
    '/orders/user',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: "The signed-in user's orders, newest first, a page at a time (404 when there are none)",
        description:
          `Each page holds up to ${ORDER_HISTORY_PAGE_SIZE} orders. When there are more, the answer carries a ` +
          '`Link: </api/orders/user?before=…>; rel="next"` header giving the next page. `before` must be one of the user’s ' +
          'orders (404 otherwise). `number` keeps only the orders whose number contains it (“#K7M2” and “k7m2” alike); ' +
          'a search that finds nothing answers an empty array, while the first page without a search answers 404 when ' +
          'the user has no orders at all (spec §7).',
        querystring: orderHistoryQuerySchema,
        response: { 200: v.array(orderSchema), 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { orders, nextBefore } = await service.history(signedInUser(request), request.query);
      const firstPage = request.query.before === undefined && request.query.number === undefined;
      if (orders.length === 0 && firstPage)
        return reply.code(404).headers(noStore).send({ message: ORDER_MESSAGES.noOrders, code: 'NO_ORDERS' });
      if (nextBefore !== undefined) {
        const next = new URLSearchParams({
          ...(request.query.number === undefined ? {} : { number: request.query.number }),
          before: nextBefore,
        });
        reply.header('link', `<${request.routeOptions.url}?${next}>; rel="next"`);
      }
      return reply.headers(noStore).send(orders);
    },
  );

  app.post(
    '/orders/:id/payment',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary:
          'The card payment page again for one of the signed-in user’s orders still waiting for its card payment',
        params: v.object({ id: v.pipe(v.string(), v.maxLength(40)) }),
        response: { 200: paymentPageSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await service.resumePayment(signedInUser(request), request.params.id)),
  );

  app.get(
    '/orders/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'One of the signed-in user’s orders',
        params: v.object({ id: v.pipe(v.string(), v.maxLength(40)) }),
        response: { 200: orderSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.get(signedInUser(request), request.params.id)),
  );
};
