import type { FastifyBaseLogger } from 'fastify';
import type { ApiUser } from '@rta/domain/user';
import { AUTH_ERROR_CODES as CODES, AUTH_MESSAGES as M, accountLockedMessage } from '@rta/domain/auth-messages';
import { HttpError } from '../lib/http-error.ts';
import { emailTag, type Accounts } from './accounts.ts';
import { hashPassword, passwordHashIsOutdated, verifyDecoy, verifyPassword } from './passwords.ts';

/** 423 Locked: the address is locked out; Retry-After says for how long. */
export class AccountLockedError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    minutesLeft: number,
  ) {
    super(423, accountLockedMessage(minutesLeft), CODES.accountLocked);
  }
}

const lockedError = (until: Date, now: Date): AccountLockedError => {
  const ms = Math.max(0, until.getTime() - now.getTime());
  return new AccountLockedError(Math.ceil(ms / 1000), Math.max(1, Math.ceil(ms / 60_000)));
};

/**
 * Checks a password under the lockout rule. Unknown addresses and wrong passwords get the
 * same 401 after the same amount of work, and both count towards the lockout, so neither
 * the answer nor its timing tells whether an account exists.
 */
export const checkPassword = async (
  accounts: Accounts,
  email: string,
  password: string,
  log: FastifyBaseLogger,
) => {
  const attempt = await accounts.lockout.begin(email);
  if ('lockedUntil' in attempt) {
    log.info({ event: 'login_locked', email: emailTag(email) }, 'attempt refused: address locked');
    throw lockedError(attempt.lockedUntil, accounts.clock.now());
  }
  const user = await accounts.users.findByEmail(email);
  const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyDecoy(password);
  if (!user || !ok) {
    const until = await accounts.lockout.failed(email);
    log.info({ event: 'login_failed', email: emailTag(email), locked: Boolean(until) }, 'wrong email or password');
    if (until) throw lockedError(until, accounts.clock.now());
    throw new HttpError(401, M.invalidCredentials, CODES.invalidCredentials);
  }
  await accounts.lockout.clear(email);
  if (passwordHashIsOutdated(user.passwordHash)) {
    await accounts.users.setPasswordHash(user.id, await hashPassword(password), accounts.clock.now());
  }
  return user;
};

/** Login: a new session bound to this device, and the user with roles. */
export const logIn = async (
  accounts: Accounts,
  input: { email: string; password: string; fingerprint: string },
  log: FastifyBaseLogger,
): Promise<{ token: string; expiresAt: Date; user: ApiUser }> => {
  const user = await checkPassword(accounts, input.email, input.password, log);
  const session = await accounts.sessions.create(user.id, input.fingerprint);
  log.info({ event: 'login', userId: user.id }, 'logged in');
  return { ...session, user: await accounts.users.apiUser(user) };
};
