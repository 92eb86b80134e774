import type { FastifyRequest } from 'fastify';
import { DEVICE_FINGERPRINT_HEADER } from '@rta/domain/accounts/constants';

const single = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/** The token of `Authorization: Bearer <token>`, if the request carries one. */
export const bearerToken = (request: FastifyRequest): string | undefined =>
  single(request.headers.authorization)?.match(/^Bearer\s+(\S+)$/i)?.[1];

/** The device fingerprint header (X-Device-Fingerprint). */
export const deviceFingerprint = (request: FastifyRequest): string | undefined =>
  single(request.headers[DEVICE_FINGERPRINT_HEADER.toLowerCase()]);
