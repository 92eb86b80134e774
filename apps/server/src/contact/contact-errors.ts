import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isSchemaValidationError } from '../plugins/validation.ts';
import { SUPPORT_MESSAGES as M } from '@rta/domain/support/messages';

/**
 * A request that breaks the rules is answered 400 with the spec's own message for each
 * problem, once each, in `errors` (the modal joins them) and joined in `message`. Other
 * errors go on to the app's error handler.
 */
export const answerContactValidation = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  if (!isSchemaValidationError(error)) throw error;
  const errors = [...new Set(error.validation.map((issue) => issue.message || M.formInvalid))];
  return reply.code(400).send({ message: errors.join(', '), code: 'VALIDATION_FAILED', errors });
};
