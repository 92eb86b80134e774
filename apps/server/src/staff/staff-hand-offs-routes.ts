import type { RoutesPlugin } from '../plugins/validation.ts';
import {
  HAND_OFF_MESSAGES as M,
  handOffCreateSchema,
  handOffDeletedSchema,
  handOffFillSchema,
  staffHandOffDetailSchema,
  staffHandOffListQuerySchema,
  staffHandOffListSchema,
} from '@rta/domain/api/hand-offs';
import { errorSchema } from '../lib/errors.ts';
import { uuidParams } from '../lib/uuid-params.ts';
import { signedInUser } from '../plugins/auth.ts';
import { createHandOffService } from '../projects/hand-off-service.ts';

const noStore = { 'cache-control': 'no-store' };
const params = uuidParams(M.notFound);
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
/** A hand-off holds at most a full binder (500 lines), like a project. */
const HAND_OFF_BODY_LIMIT = 1024 * 1024;

/** The designer's hand-offs in the staff console (issue 23, decision 0163), under /api/staff/hand-offs; staff only (staff-routes.ts). */
export const staffHandOffsRoutes: RoutesPlugin = async (app) => {
  const service = createHandOffService({
    db: app.db,
    clock: app.clock,
    config: app.config,
    deliverMail: (id) => app.mailer.deliverSoon(id, 'hand-off mail'),
  });

  app.get(
    '/hand-offs',
    {
      schema: {
        tags: ['staff'],
        summary: 'Hand-offs, newest first, filtered by state',
        querystring: staffHandOffListQuerySchema,
        response: { 200: staffHandOffListSchema, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.list(request.query)),
  );

  app.post(
    '/hand-offs',
    {
      schema: {
        tags: ['staff'],
        summary: "Make an empty draft hand-off for a customer's e-mail address; never your own",
        body: handOffCreateSchema,
        response: { 201: staffHandOffDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .headers(noStore)
        .send(await service.create(signedInUser(request), request.body.email, request.body.name)),
  );

  app.get(
    '/hand-offs/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'One hand-off: its state, contents priced now (no trade tier), and the customer’s note',
        params,
        response: { 200: staffHandOffDetailSchema, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.detail(request.params.id)),
  );

  app.put(
    '/hand-offs/:id',
    {
      bodyLimit: HAND_OFF_BODY_LIMIT,
      schema: {
        tags: ['staff'],
        summary: "Replace a draft's contents with the designer's binder (items, labels, plans)",
        params,
        body: handOffFillSchema,
        response: { 200: staffHandOffDetailSchema, ...errors, 422: errorSchema },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await service.fill(signedInUser(request), request.params.id, request.body.cartData)),
  );

  app.post(
    '/hand-offs/:id/send',
    {
      schema: {
        tags: ['staff'],
        summary: 'Send a draft (or a sent hand-off again): the customer is e-mailed its link',
        params,
        response: { 200: staffHandOffDetailSchema, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.send(signedInUser(request), request.params.id)),
  );

  app.delete(
    '/hand-offs/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'Delete a draft hand-off',
        params,
        response: { 200: handOffDeletedSchema, ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(signedInUser(request), request.params.id);
      return reply.headers(noStore).send({ success: true });
    },
  );
};
