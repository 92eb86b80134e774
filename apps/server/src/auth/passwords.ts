import crypto from 'node:crypto';
import argon2 from 'argon2';

/**
 * Passwords are stored as argon2id hashes with OWASP's recommended minimum parameters
 * (19 MiB, 2 passes, 1 lane): a guess costs an attacker real memory, while a login stays
 * in the tens of milliseconds. Hashes made with older parameters are upgraded at login.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, OPTIONS);

export const verifyPassword = (hash: string, password: string): Promise<boolean> => argon2.verify(hash, password);

export const passwordHashIsOutdated = (hash: string): boolean => argon2.needsRehash(hash, OPTIONS);

let decoyHash: Promise<string> | undefined;

/**
 * Does the work of a real password check against a hash nobody knows, so an unknown
 * address takes as long to refuse as a wrong password (no account discovery by timing).
 */
export const verifyDecoy = async (password: string): Promise<false> => {
  decoyHash ??= hashPassword(crypto.randomBytes(32).toString('base64url'));
  await argon2.verify(await decoyHash, password);
  return false;
};
