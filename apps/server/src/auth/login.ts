import type { FastifyBaseLogger } from 'fastify';
import type { ApiUser } from '@rta/domain/accounts/user';
import { AUTH_ERROR_CODES as CODES, AUTH_MESSAGES as M, accountLockedMessage } from '@rta/domain/accounts/messages';
import { HttpError } from '../lib/http-error.ts';
import { emailTag, type Accounts } from './accounts.ts';
import { deviceHashes } from './known-devices.ts';
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
 * Checks a password under the lockout rule. The attempt counts for the device it came from
 * when that device has logged in to the account before (`devices`: the hashes it presents,
 * see known-devices.ts), else in the count every other device shares. Unknown addresses and
 * wrong passwords get the same 401 after the same amount of work, and both count towards the
 * lockout, so neither the answer nor its timing tells whether an account exists.
 */
export const checkPassword = async (
  accounts: Accounts,
  input: { email: string; password: string; devices: readonly string[] },
  log: FastifyBaseLogger,
) => {
  const { email } = input;
  const device = await accounts.knownDevices.recognise(email, input.devices);
  const attempt = await accounts.lockout.begin(email, device);
  if ('lockedUntil' in attempt) {
    log.info(
      { event: 'login_locked', email: emailTag(email), knownDevice: device !== null },
      'attempt refused: locked',
    );
    throw lockedError(attempt.lockedUntil, accounts.clock.now());
  }
  const user = await accounts.users.findByEmail(email);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : await verifyDecoy(input.password);
  if (!user || !ok) {
    const until = await accounts.lockout.failed(email, device);
    log.info(
      { event: 'login_failed', email: emailTag(email), knownDevice: device !== null, locked: Boolean(until) },
      'wrong email or password',
    );
    if (until) throw lockedError(until, accounts.clock.now());
    throw new HttpError(401, M.invalidCredentials, CODES.invalidCredentials);
  }
  await accounts.lockout.clear(email, device);
  if (passwordHashIsOutdated(user.passwordHash)) {
    await accounts.users.setPasswordHash(user.id, await hashPassword(input.password), accounts.clock.now());
  }
  return user;
};

/**
 * Login: a new session bound to this device's fingerprint, and the user with roles. The
 * device (its fingerprint, and the web app's device key when sent) is known to the account
 * from now on.
 */
export const logIn = async (
  accounts: Accounts,
  input: { email: string; password: string; fingerprint: string; deviceKey?: string },
  log: FastifyBaseLogger,
): Promise<{ token: string; expiresAt: Date; user: ApiUser }> => {
  const devices = deviceHashes([input.deviceKey, input.fingerprint]);
  const user = await checkPassword(accounts, { email: input.email, password: input.password, devices }, log);
  const session = await accounts.sessions.create(user.id, input.fingerprint);
  await accounts.knownDevices.remember(user.id, devices);
  log.info({ event: 'login', userId: user.id }, 'logged in');
  return { ...session, user: await accounts.users.apiUser(user) };
};
