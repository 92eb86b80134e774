import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isSchemaValidationError } from '../plugins/validation.ts';
import { AUTH_ERROR_CODES as CODES, AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import { FieldRefused } from './new-password-check.ts';

/**
 * Error handler for the account routes: a bad field is answered with the spec's own
 * message for it (not prefixed with the field name), plus `fields` so a form can show each
 * message under its input. Any other error goes on to the app's error handler.
 */
export const answerValidationErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof FieldRefused) {
    return reply.code(400).send({
      message: error.message,
      code: CODES.validation,
      errors: [error.message],
      fields: { [error.field]: error.message },
    });
  }
  if (!isSchemaValidationError(error)) throw error;
  const fields: Record<string, string> = {};
  const errors: string[] = [];
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const message = field ? (issue.message ?? `${field} is not valid.`) : M.requestBodyInvalid;
    if (field && !(field in fields)) fields[field] = message;
    if (!errors.includes(message)) errors.push(message);
  }
  return reply.code(400).send({ message: errors.join(' '), code: CODES.validation, errors, fields });
};
