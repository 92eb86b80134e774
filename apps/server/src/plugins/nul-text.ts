import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';

export const NUL_TEXT_MESSAGE = 'Text may not contain the NUL character (\\u0000).';

/** Whether a decoded request value (params, query, JSON body) holds U+0000 anywhere, keys included. Iterative: any depth. */
export const holdsNul = (value: unknown): boolean => {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
};

/**
 * PostgreSQL's text cannot hold U+0000: a NUL in any field, parameter or query value would
 * reach a query and fail there as a 500. It is refused with a 400 instead, on every route,
 * once validation has run and before the handler: a schema that cleans control characters
 * out of a field (the contact form's) has taken them out by then, so only a NUL that would
 * reach the database is refused. (A NUL can arrive percent-encoded in the path, `%00`, or
 * escaped in JSON, `\u0000`.)
 */
export const nulText = fp(async (app) => {
  app.addHook('preHandler', (request, _reply, done) => {
    // A path no route matched stays a 404, whatever it holds.
    if (!request.is404 && (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body))) {
      done(new HttpError(400, NUL_TEXT_MESSAGE, 'NUL_CHARACTER'));
    } else done();
  });
});
