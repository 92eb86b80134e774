import * as v from 'valibot';
import type { RoutesPlugin } from '../plugins/validation.ts';
import {
  orderStatusChangeSchema,
  showroomPaymentSchema,
  staffOrderDetailSchema,
  staffOrderListQuerySchema,
  staffOrderListSchema,
} from '@rta/domain/api/staff-orders';
import { errorSchema } from '../lib/errors.ts';
import { signedInUser } from '../plugins/auth.ts';
import { createStaffOrdersService } from './staff-orders-service.ts';

const noStore = { 'cache-control': 'no-store' };
const params = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The staff console's orders (issue 9), under /api/staff/orders; staff only (staff-routes.ts). */
export const staffOrdersRoutes: RoutesPlugin = async (app) => {
  const service = createStaffOrdersService({
    db: app.db,
    clock: app.clock,
    config: app.config,
    deliverMail: (id) => app.mailer.deliverSoon(id, 'staff mail'),
  });

  app.get(
    '/orders',
    {
      schema: {
        tags: ['staff'],
        summary: 'Orders, newest first, filtered by status, date range (from inclusive, to exclusive) and customer',
        querystring: staffOrderListQuerySchema,
        response: { 200: staffOrderListSchema, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.list(request.query)),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'One order with its lines, status changes and customer',
        params,
        response: { 200: staffOrderDetailSchema, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.detail(request.params.id)),
  );

  app.post(
    '/orders/:id/status',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Move the order to a new status; the customer is e-mailed and sees it in the order history. Never your own order',
        params,
        body: orderStatusChangeSchema,
        response: { 200: staffOrderDetailSchema, ...errors, 409: errorSchema },
      },
    },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(
          await service.changeStatus(signedInUser(request), request.params.id, request.body.status, request.body.note),
        ),
  );

  app.post(
    '/orders/:id/payment',
    {
      schema: {
        tags: ['staff'],
        summary: 'Record a payment taken at the showroom for an order paid at the showroom; never for your own order',
        params,
        body: showroomPaymentSchema,
        response: { 200: staffOrderDetailSchema, ...errors, 409: errorSchema },
      },
    },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await service.recordShowroomPayment(signedInUser(request), request.params.id, request.body.method)),
  );
};
