import * as v from 'valibot';
import type { RoutesPlugin } from '../plugins/validation.ts';
import {
  sharedProjectRequestSchema,
  sharedProjectSchema,
  shareLinkMadeSchema,
  shareLinkRevokedSchema,
  shareLinkStatusSchema,
} from '@rta/domain/api/shared-projects';
import { errorSchema } from '../lib/errors.ts';
import { signedInUser } from '../plugins/auth.ts';
import { authRateLimit } from '../plugins/rate-limits.ts';
import { createShareLinkService } from './share-link-service.ts';
import { answerProjectValidation } from './project-validation.ts';

const noStore = { 'cache-control': 'no-store' };
const params = v.object({ id: v.string() });
const ownerErrors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };

/**
 * Shared project links (issue 23, decision 0161): the owner's three calls on
 * /api/projects/{id}/share-link, and anyone's read of a shared project by its token.
 */
export const shareLinkRoutes: RoutesPlugin = async (app) => {
  const service = createShareLinkService(app.db, app.clock);
  app.setErrorHandler(answerProjectValidation);

  app.get(
    '/projects/:id/share-link',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['projects'],
        summary: "Whether the owner's project has a read-only link, and since when (the link itself is shown once)",
        params,
        response: { 200: shareLinkStatusSchema, ...ownerErrors },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await service.status(signedInUser(request), request.params.id)),
  );

  app.post(
    '/projects/:id/share-link',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['projects'],
        summary: "Make a read-only link to the owner's project; an earlier link stops working",
        params,
        response: { 201: shareLinkMadeSchema, ...ownerErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .headers(noStore)
        .send(await service.make(signedInUser(request), request.params.id)),
  );

  app.delete(
    '/projects/:id/share-link',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['projects'],
        summary: "Revoke the project's read-only link (done whether or not it had one)",
        params,
        response: { 200: shareLinkRevokedSchema, ...ownerErrors },
      },
    },
    async (request, reply) => {
      await service.revoke(signedInUser(request), request.params.id);
      return reply.headers(noStore).send({ success: true });
    },
  );

  // Anyone may read, without an account: counted like the other routes that take a link's token
  // (decision 0018), which also bounds guessing, though 256 random bits need no such help.
  app.post(
    '/shared-project',
    {
      config: { rateLimit: authRateLimit(app.config) },
      schema: {
        tags: ['projects'],
        summary: 'A shared project by its link token, priced now as for a guest',
        body: sharedProjectRequestSchema,
        response: { 200: sharedProjectSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.open(request.body.token)),
  );
};
