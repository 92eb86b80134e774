import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { isSchemaValidationError } from './validation.ts';

/**
 * One error handler: bad input is a 400 naming what is wrong; anything else the client
 * could not have caused is a 500 whose details stay in the log.
 */
export const errorHandler = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isSchemaValidationError(error)) {
      const errors = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return field ? `${field}: ${issue.message}` : issue.message;
      });
      return reply.code(400).send({ message: errors.join('; '), errors });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message, code: error.code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Server error. Please try again later.' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` }),
  );
});
