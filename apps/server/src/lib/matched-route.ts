import type { FastifyRequest } from 'fastify';

/*
 * What a request is, decided from the route the router matched, never from the raw text of
 * its URL: the router decodes and normalises (`/%61pi/login`, `/api/./login` and
 * `/api/login/` all reach `/api/login`), so a decision taken from the raw URL can be
 * escaped by spelling it differently.
 */

/** The pattern the matched route was declared with (`/api/cabinets/:category`); undefined when none matched. */
const routePattern = (request: FastifyRequest): string | undefined => request.routeOptions.url;

/** A route of the API (everything declared under /api/, its documentation included). */
export const isApiRoute = (request: FastifyRequest): boolean => routePattern(request)?.startsWith('/api/') ?? false;

/**
 * Whether the answer is a page (the store's pages, assets, health checks, the API's
 * documentation), as opposed to an API answer. A request no route matched gets the
 * not-found handler's JSON, an API answer.
 */
export const answersWithPage = (request: FastifyRequest): boolean => {
  const pattern = routePattern(request);
  if (pattern === undefined) return false;
  return !pattern.startsWith('/api/') || pattern === '/api/docs' || pattern.startsWith('/api/docs/');
};

/** The matched route's path with its parameters filled in (`/api/cabinets/Wall`), whatever spelling reached it. */
export const matchedPath = (request: FastifyRequest): string => {
  const params = (request.params ?? {}) as Record<string, unknown>;
  return (routePattern(request) ?? '').replace(/:([A-Za-z0-9_]+)/g, (whole, name: string) => {
    const value = params[name];
    return typeof value === 'string' ? value : whole;
  });
};
