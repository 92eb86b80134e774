import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/**
 * The pages whose path carries a secret (spec §2: /verify-email/{token}, /reset-password/{token};
 * /new-device/{token}; a shared project's /shared/{token}, decision 0161).
 */
const LINK_TOKEN = /\/(verify-email|reset-password|new-device|shared)\/[^/?#]+/g;

export const redactLinkTokens = (url: string): string => url.replace(LINK_TOKEN, '/$1/[token]');

/**
 * How a request is written to the log: link tokens as [token], since the spec puts those
 * secrets in page URLs and access logs must not keep a usable copy (ASVS 14.2.1).
 */
export const redactedRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: redactLinkTokens(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/**
 * The serializer is set once on the app's root logger, whose per-request children inherit
 * it: a child logger created with serializers of its own for every request cost the
 * catalogue endpoint a few percent of its CPU, even when nothing was logged.
 */
export const requestSerializers = { req: redactedRequest };

/** A logger handed in from outside, with the redacting request serializer added. */
export const withRedactedRequests = (logger: FastifyBaseLogger): FastifyBaseLogger =>
  logger.child({}, { serializers: requestSerializers });
