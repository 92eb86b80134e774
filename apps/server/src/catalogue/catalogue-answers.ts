import http from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import { JSON_TYPE, encodingFor, toSharedBody, type SharedBody } from '../lib/send-json.ts';

/**
 * The longest an answer is held without a change notification: the bound on a notification
 * missed without a reconnect (behind a pooler in transaction mode, a listener whose connection
 * died silently, a change written by hand in SQL). See docs/decisions/0148-one-store-of-catalogue-answers.md.
 */
export const CATALOGUE_ANSWER_MAX_AGE_MS = 5_000;
/** The most URLs repeated in front of the router; a client asking for endless spellings only evicts. */
export const CATALOGUE_ANSWER_URLS = 256;

type Form = { headers: Record<string, string>; body: Buffer };

/** One of the catalogue's answers (`{ data }`), built once per catalogue version, with each encoding's bytes and headers. */
export interface CatalogueAnswer<T> {
  readonly data: T;
  readonly body: SharedBody;
  readonly version: number;
  /** When its rows were read (the app's clock). */
  readonly readAt: number;
  readonly forms: { identity: Form; br?: Form; gzip?: Form };
}

export interface CatalogueAnswers {
  /** The answer held for this key, or one built now from `read`: concurrent misses share one read. */
  get<T>(key: string, read: () => Promise<T>): Promise<CatalogueAnswer<T>>;
  /** The router sent this answer for this exact URL: repeat it in front of the router, unless the catalogue changed meanwhile. */
  hold(url: string, answer: CatalogueAnswer<unknown>): void;
  /** The catalogue changed (or a notification may have been missed): forget every answer. */
  changed(): void;
  /** Answer the request if an answer is held for its URL; false when the router must. */
  answer(request: http.IncomingMessage, response: http.ServerResponse): boolean;
  readonly heldUrls: number;
}

/**
 * The catalogue's answers (style groups, a category's cabinets, colours) are the same for
 * everyone and change only when staff change the catalogue, so each is read, serialized and
 * compressed once per catalogue version and held until a change notification
 * (catalogue-changes.ts) says otherwise, or CATALOGUE_ANSWER_MAX_AGE_MS passes. An answer the
 * router has sent is repeated for that exact URL by node:http alone, in front of the router,
 * as a caching proxy would: a repeated `GET` skips Fastify's routing, validation, hooks and
 * per-request logger, about two fifths of what such a request costs. It carries the headers
 * the API sends (the security headers given here, the type, the encoding chosen as the route
 * chooses it). Repeated answers are not counted by the per-client rate limit: they cost less
 * than counting them would; every request that reaches the router is counted.
 */
export const createCatalogueAnswers = (options: {
  securityHeaders: Readonly<Record<string, string>>;
  now: () => number;
  log?: FastifyBaseLogger;
  maxAgeMs?: number;
  maxUrls?: number;
}): CatalogueAnswers => {
  const {
    securityHeaders,
    now,
    log,
    maxAgeMs = CATALOGUE_ANSWER_MAX_AGE_MS,
    maxUrls = CATALOGUE_ANSWER_URLS,
  } = options;
  let version = 0;
  const built = new Map<string, { readAt: number; answer: Promise<CatalogueAnswer<unknown>> }>();
  const held = new Map<string, CatalogueAnswer<unknown>>();
  const fresh = (readAt: number) => now() - readAt < maxAgeMs;

  const build = async <T>(
    data: T,
    readAt: number,
    builtVersion: number,
    previous?: CatalogueAnswer<unknown>,
  ): Promise<CatalogueAnswer<T>> => {
    const identity = Buffer.from(JSON.stringify({ data }));
    // Rows read again after the maximum age, unchanged: the compressed forms stay (Brotli at its best costs tens of ms).
    const body = previous?.body.identity.equals(identity) ? previous.body : await toSharedBody(identity);
    // As sendShared: an answer too small to compress has one form and no Vary.
    const headers = { ...securityHeaders, 'content-type': JSON_TYPE, ...(body.br ? { vary: 'accept-encoding' } : {}) };
    const form = (bytes: Buffer, encoding?: string): Form => ({
      headers: {
        ...headers,
        ...(encoding ? { 'content-encoding': encoding } : {}),
        'content-length': String(bytes.length),
      },
      body: bytes,
    });
    const forms = {
      identity: form(body.identity),
      ...(body.br && { br: form(body.br, 'br') }),
      ...(body.gzip && { gzip: form(body.gzip, 'gzip') }),
    };
    return { data, body, version: builtVersion, readAt, forms };
  };

  return {
    get<T>(key: string, read: () => Promise<T>) {
      const entry = built.get(key);
      if (entry && fresh(entry.readAt)) return entry.answer as Promise<CatalogueAnswer<T>>;
      const readAt = now();
      const builtVersion = version;
      const answer = (async () =>
        build(await read(), readAt, builtVersion, await entry?.answer.catch(() => undefined)))();
      built.set(key, { readAt, answer });
      // A failed read is not held: the next request reads again.
      answer.catch(() => built.get(key)?.answer === answer && built.delete(key));
      return answer;
    },
    hold(url, answer) {
      // Read before the last change: sent to the requests that waited for it, never repeated.
      if (answer.version !== version) return;
      held.delete(url);
      // Forget the oldest held (a Map iterates in insertion order).
      const oldest = held.size >= maxUrls ? held.keys().next().value : undefined;
      if (oldest !== undefined) held.delete(oldest);
      held.set(url, answer);
    },
    changed() {
      version += 1;
      built.clear();
      held.clear();
    },
    answer(request, response) {
      if (request.method !== 'GET' || request.url === undefined) return false;
      const answer = held.get(request.url);
      if (!answer) return false;
      if (!fresh(answer.readAt)) {
        held.delete(request.url);
        return false;
      }
      const { headers, body } = answer.forms[encodingFor(request.headers['accept-encoding'])] ?? answer.forms.identity;
      response.writeHead(200, headers);
      response.end(body);
      log?.info({ method: 'GET', url: request.url, statusCode: 200 }, 'request completed from the catalogue answers');
      return true;
    },
    get heldUrls() {
      return held.size;
    },
  };
};

/**
 * Fastify's own HTTP/1 server (its timeouts as it sets them when it makes the server),
 * with the held catalogue answers in front of its router.
 */
export const serverWithCatalogueAnswers =
  (answers: CatalogueAnswers): FastifyServerFactory =>
  (handler, options) => {
    // Fastify hands its options with every default filled in (fastify.js, processOptions).
    const timeouts = options as {
      keepAliveTimeout: number;
      requestTimeout: number;
      connectionTimeout: number;
      maxRequestsPerSocket: number;
    };
    const server = http.createServer((request, response) => {
      if (!answers.answer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = timeouts.keepAliveTimeout;
    server.requestTimeout = timeouts.requestTimeout;
    server.setTimeout(timeouts.connectionTimeout);
    if (timeouts.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = timeouts.maxRequestsPerSocket;
    return server;
  };
