import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { answersWithPage } from '../lib/matched-route.ts';

/**
 * Security headers. Scripts come only from our origin (no inline scripts); styles allow
 * inline because React and the toast library set style attributes. Nothing is loaded
 * from another host.
 */
const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet's middleware writes with these options. They depend on nothing in the
 * request (no nonces, no per-request directives), so helmet runs once, at start, against a
 * response that records them; every answer then gets the same headers. (@fastify/helmet
 * builds a new helmet middleware for every request, re-parsing the CSP directives each
 * time: a tenth of the catalogue endpoint's CPU.) Helmet's only other act, removing
 * X-Powered-By, has nothing to do: neither Node nor Fastify sets that header.
 */
export const securityHeaders = (options: HelmetOptions = OPTIONS): Record<string, string> => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  } as unknown as ServerResponse;
  helmet(options)({} as never, recorder, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
};

/**
 * The API's JSON answers are never rendered as documents, so they carry OWASP's set for
 * REST services (REST Security Cheat Sheet, "Security headers") instead of the pages' dozen:
 * a policy that allows nothing and no framing, nosniff, no cross-site reads, no referrer,
 * HSTS. The headers that only steer a document (COOP, Origin-Agent-Cluster, DNS prefetch,
 * download and cross-domain-policy options, X-XSS-Protection) would be bytes for nothing
 * on every call. The API's documentation pages under /api/docs are documents: page headers.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  // helmet's default for the pages too.
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

export const security = fp(async (app) => {
  const page = Object.entries(securityHeaders());
  const api = Object.entries(API_SECURITY_HEADERS);
  // Chosen by the matched route (onRequest runs after routing), not by the raw URL.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of answersWithPage(request) ? page : api) reply.header(name, value);
    done();
  });
});
