import * as v from 'valibot';
import type { RoutesPlugin } from '../plugins/validation.ts';
import {
  customerHandOffListSchema,
  handOffAcceptedSchema,
  handOffDeclineSchema,
  handOffSchema,
} from '@rta/domain/api/hand-offs';
import { errorSchema } from '../lib/errors.ts';
import { signedInUser } from '../plugins/auth.ts';
import { createHandOffService } from './hand-off-service.ts';
import { answerProjectValidation } from './project-validation.ts';

const noStore = { 'cache-control': 'no-store' };
/** Any string: an id that is no uuid is answered 'Hand-off not found' like any other unknown id. */
const params = v.object({ id: v.string() });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * The customer's side of a hand-off (issue 23, decision 0163): signed in with the verified
 * address it was sent to, they see it and accept or decline it. Anyone else, and any draft, is
 * 'Hand-off not found' (404), as an unknown id is.
 */
export const handOffRoutes: RoutesPlugin = async (app) => {
  const service = createHandOffService({
    db: app.db,
    clock: app.clock,
    config: app.config,
    deliverMail: (id) => app.mailer.deliverSoon(id, 'hand-off mail'),
  });
  app.setErrorHandler(answerProjectValidation);

  app.get(
    '/hand-offs',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['projects'],
        summary: "The newest hand-offs sent to the signed-in user's verified address (never a draft)",
        response: { 200: customerHandOffListSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.mine(signedInUser(request))),
  );

  app.get(
    '/hand-offs/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['projects'],
        summary: 'A hand-off sent to the signed-in user, priced now for them',
        params,
        response: { 200: handOffSchema, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.view(signedInUser(request), request.params.id)),
  );

  app.post(
    '/hand-offs/:id/accept',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['projects'],
        summary: "Accept a sent hand-off: it becomes one of the user's projects",
        params,
        response: { 200: handOffAcceptedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await service.accept(signedInUser(request), request.params.id)),
  );

  app.post(
    '/hand-offs/:id/decline',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['projects'],
        summary: 'Decline a sent hand-off with a note the designer sees',
        params,
        body: handOffDeclineSchema,
        response: { 200: handOffSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await service.decline(signedInUser(request), request.params.id, request.body.note)),
  );
};
