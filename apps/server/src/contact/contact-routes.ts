import { validatorCompiler, type RoutesPlugin } from '../plugins/validation.ts';
import {
  contactResponseSchema,
  supportErrorSchema,
  supportRequestBodySchema,
  supportRequestSchemaFor,
} from '@rta/domain/api/contact';
import { SUPPORT_MESSAGES as M } from '@rta/domain/support/messages';
import { AUTH_ERROR_CODES } from '@rta/domain/accounts/messages';
import { HttpError } from '../lib/http-error.ts';
import { answerContactValidation } from './contact-errors.ts';
import { createSupportRepository } from './support-repository.ts';
import { submitSupportRequest } from './submit-support-request.ts';

const HOUR_MS = 60 * 60_000;

/** POST /api/contact (spec §7): the contact modal and the Trade Pro application. */
export const contactRoutes: RoutesPlugin = async (app) => {
  app.setErrorHandler(answerContactValidation);
  const repository = createSupportRepository(app.db);

  app.post(
    '/contact',
    {
      // Each message costs the store a mail and the sender an acknowledgement: a few per hour is plenty.
      config: {
        rateLimit: {
          max: app.config.support.maxPerHour,
          timeWindow: HOUR_MS,
          errorResponseBuilder: () => new HttpError(429, M.tooManyRequests, AUTH_ERROR_CODES.rateLimited),
        },
      },
      preHandler: app.identify,
      schema: {
        tags: ['support'],
        summary:
          'Send a support message or a Trade Pro application; it is stored, then mailed to the store with an acknowledgement to the sender',
        body: supportRequestBodySchema,
        response: {
          201: contactResponseSchema,
          400: supportErrorSchema,
          429: supportErrorSchema,
          500: supportErrorSchema,
        },
      },
      // The document shows an application in either shape; each body is read by the schema of
      // the shape it was sent in, so its problems get the form's own messages (domain contact-api.ts).
      validatorCompiler:
        ({ schema: _bothShapes, ...route }) =>
        (body) =>
          validatorCompiler({ ...route, schema: supportRequestSchemaFor(body) })(body),
    },
    async (request, reply) => {
      const stored = await submitSupportRequest(
        { repository, mailer: app.mailer, clock: app.clock, log: request.log, config: app.config },
        request.body,
        request.user,
      );
      const message = stored.application ? M.tradeSuccess : M.success;
      return reply.code(201).send({ success: true as const, message, id: stored.id });
    },
  );
};
