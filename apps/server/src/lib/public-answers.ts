import http from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import { encodingFor, type SharedBody } from './send-json.ts';

/** How long an answer is repeated after a route sent it (on top of the route's own cache). */
export const PUBLIC_ANSWER_MS = 1_000;
/** The most URLs held at once; a client asking for endless distinct URLs only evicts. */
export const PUBLIC_ANSWER_URLS = 256;

type Answer = { headers: Record<string, string>; body: Buffer };
type Held = { expires: number; identity: Answer; br?: Answer; gzip?: Answer };

export interface PublicAnswers {
  /** A route sent this answer, the same for every client, with status 200: repeat it for this exact URL. */
  keep(url: string, body: SharedBody, contentType: string): void;
  /** Forget every answer (the catalogue changed). */
  clear(): void;
  /** Answer the request if an answer is held for its URL; false when the router must. */
  answer(request: http.IncomingMessage, response: http.ServerResponse): boolean;
  readonly size: number;
}

/**
 * Answers that are the same for everyone (the catalogue's, which a visit to the store asks
 * for first) are repeated for a second by node:http alone, in front of the router, as a
 * caching proxy in front of the store would: a repeated `GET` of the same URL skips
 * Fastify's routing, validation, hooks and per-request logger, about two fifths of what
 * such a request costs. Only what a route handed over with `keep` is repeated, with
 * the headers the API sends (the security headers given here, the type, the encoding
 * chosen as the route chooses it). Held answers are not counted by the per-client rate
 * limit: they cost less than counting them would; every miss is still counted.
 */
export const createPublicAnswers = (options: {
  securityHeaders: Readonly<Record<string, string>>;
  now: () => number;
  log?: FastifyBaseLogger;
  ttlMs?: number;
  maxUrls?: number;
}): PublicAnswers => {
  const { securityHeaders, now, log, ttlMs = PUBLIC_ANSWER_MS, maxUrls = PUBLIC_ANSWER_URLS } = options;
  const held = new Map<string, Held>();

  return {
    keep(url, body, contentType) {
      // As sendShared: an answer too small to compress has one form and no Vary.
      const headers = { ...securityHeaders, 'content-type': contentType, ...(body.br ? { vary: 'accept-encoding' } : {}) };
      const form = (bytes: Buffer, encoding?: string): Answer => ({
        headers: { ...headers, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': String(bytes.length) },
        body: bytes,
      });
      const answer: Held = { expires: now() + ttlMs, identity: form(body.identity) };
      if (body.br) answer.br = form(body.br, 'br');
      if (body.gzip) answer.gzip = form(body.gzip, 'gzip');
      held.delete(url);
      if (held.size >= maxUrls) {
        // Evict the oldest kept (a Map iterates in insertion order).
        const oldest = held.keys().next().value;
        if (oldest !== undefined) held.delete(oldest);
      }
      held.set(url, answer);
    },
    clear: () => held.clear(),
    answer(request, response) {
      if (request.method !== 'GET' || request.url === undefined) return false;
      const answer = held.get(request.url);
      if (!answer) return false;
      if (answer.expires <= now()) {
        held.delete(request.url);
        return false;
      }
      const { headers, body } = answer[encodingFor(request.headers['accept-encoding'])] ?? answer.identity;
      response.writeHead(200, headers);
      response.end(body);
      log?.info({ method: 'GET', url: request.url, statusCode: 200 }, 'request completed from the public answers');
      return true;
    },
    get size() {
      return held.size;
    },
  };
};

/**
 * Fastify's own HTTP/1 server (its timeouts as it sets them when it makes the server),
 * with the public answers in front of its router.
 */
export const serverWithPublicAnswers =
  (answers: PublicAnswers): FastifyServerFactory =>
  (handler, options) => {
    // Fastify hands its options with every default filled in (fastify.js, processOptions).
    const timeouts = options as { keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number; maxRequestsPerSocket: number };
    const server = http.createServer((request, response) => {
      if (!answers.answer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = timeouts.keepAliveTimeout;
    server.requestTimeout = timeouts.requestTimeout;
    server.setTimeout(timeouts.connectionTimeout);
    if (timeouts.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = timeouts.maxRequestsPerSocket;
    return server;
  };
