import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isSchemaValidationError } from '../plugins/validation.ts';
import { AUTH_ERROR_CODES } from '@rta/domain/accounts/messages';

/**
 * Error handler for the project routes: a refused body is answered with the rule's own
 * message ('Project name is required.'), not prefixed with a field path, so the web app can
 * show it as it is. Anything else goes on to the app's error handler.
 */
export const answerProjectValidation = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  if (!isSchemaValidationError(error)) throw error;
  const errors = [...new Set(error.validation.map((issue) => issue.message ?? 'The request is not valid.'))];
  return reply.code(400).send({ message: errors.join(' '), code: AUTH_ERROR_CODES.validation, errors });
};
