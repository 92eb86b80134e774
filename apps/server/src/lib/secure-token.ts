import crypto from 'node:crypto';

/**
 * Opaque secrets (session tokens, e-mail link tokens): 256 random bits from the system
 * CSPRNG as base64url. Only their SHA-256 is stored, so a copy of the database cannot be
 * used to log in or to follow a link; with 256 bits of entropy a plain hash is enough.
 */
export const newSecureToken = (): string => crypto.randomBytes(32).toString('base64url');

export const sha256Hex = (value: string): string => crypto.createHash('sha256').update(value, 'utf8').digest('hex');

/** Compares two hex digests in constant time. */
export const sameDigest = (a: string, b: string): boolean =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
