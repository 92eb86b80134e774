import type { FastifyReply } from 'fastify';

/** Serialize once, for an answer that many requests will share. */
export const toJsonBuffer = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));

/**
 * Send a body that is already JSON bytes (a cached answer): Fastify passes a Buffer through
 * unserialized and unencoded; the route's response schema still documents its shape.
 */
export const sendJson = (reply: FastifyReply, json: Buffer): FastifyReply =>
  reply.type('application/json; charset=utf-8').send(json as never);
