import type { RoutesPlugin } from '../plugins/validation.ts';
import {
  inboxDetailSchema,
  inboxListSchema,
  inboxQuerySchema,
  markHandledSchema,
  replyRequestSchema,
} from '@rta/domain/api/staff-support';
import { errorSchema } from '../lib/errors.ts';
import { uuidParams } from '../lib/uuid-params.ts';
import { signedInUser } from '../plugins/auth.ts';
import { createSupportInbox } from './support-inbox.ts';

const params = uuidParams('A support message id is a UUID.');
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** /api/staff/support: the support inbox for Sales Users and Store Admins (issue 9). */
export const supportInboxRoutes: RoutesPlugin = async (app) => {
  const inbox = createSupportInbox({
    db: app.db,
    clock: app.clock,
    storeName: app.config.storeName,
    publicUrl: app.config.publicUrl,
    deliverMail: (id) => app.mailer.deliverSoon(id, 'support reply'),
  });

  app.get(
    '/support',
    {
      schema: {
        tags: ['staff'],
        summary: 'Support messages, unhandled first, by priority and context, filtered, a page at a time',
        querystring: inboxQuerySchema,
        response: { 200: inboxListSchema, ...errors },
      },
    },
    async (request) => inbox.list(request.query),
  );

  app.get(
    '/support/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'One support message with its replies',
        params,
        response: { 200: inboxDetailSchema, ...errors },
      },
    },
    async (request) => inbox.detail(request.params.id),
  );

  app.post(
    '/support/:id/handled',
    {
      schema: {
        tags: ['staff'],
        summary: 'Mark a support message handled, or open again',
        params,
        body: markHandledSchema,
        response: { 200: inboxDetailSchema, ...errors },
      },
    },
    async (request) => inbox.setHandled(signedInUser(request), request.params.id, request.body.handled),
  );

  app.post(
    '/support/:id/replies',
    {
      schema: {
        tags: ['staff'],
        summary: "Reply by e-mail to the message's sender",
        params,
        body: replyRequestSchema,
        response: { 201: inboxDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inbox.reply(signedInUser(request), request.params.id, request.body.body)),
  );
};
