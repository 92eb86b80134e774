import type { FastifyBaseLogger } from 'fastify';
import { VERIFY_EMAIL_LINK_LIFETIME_MS } from '@rta/domain/accounts/constants';
import { AUTH_ERROR_CODES as CODES, AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import type { SignupRequest } from '@rta/domain/accounts/rules';
import { HttpError } from '../lib/http-error.ts';
import { verificationMail } from './account-mails.ts';
import type { Accounts } from './accounts.ts';
import { checkNewPassword } from './new-password-check.ts';
import { hashPassword } from './passwords.ts';
import { EmailTakenError, type UserRow } from './user-repository.ts';

const emailUnavailable = () => new HttpError(409, M.signupEmailUnavailable, CODES.signupEmailUnavailable);

const sendVerificationLink = async (accounts: Accounts, user: UserRow): Promise<void> => {
  const token = await accounts.links.issue(user.id, 'verify_email', VERIFY_EMAIL_LINK_LIFETIME_MS);
  await accounts.mailer.send(verificationMail(accounts.mail, { email: user.email, firstName: user.firstName }, token));
};

/**
 * Creates an unverified account (enabled = 0) and mails its verification link. An address
 * already in use is a 409 with SIGNUP_EMAIL_UNAVAILABLE, as the spec's client expects.
 */
export const signUp = async (accounts: Accounts, input: SignupRequest, log: FastifyBaseLogger): Promise<void> => {
  checkNewPassword(accounts.passwordWords, input.password, input, 'password');
  if (await accounts.users.findByEmail(input.email)) throw emailUnavailable();
  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = await accounts.users.create({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
      now: accounts.clock.now(),
    });
  } catch (error) {
    // Two signups for one address at the same moment: the unique index decides.
    if (error instanceof EmailTakenError) throw emailUnavailable();
    throw error;
  }
  await sendVerificationLink(accounts, user);
  log.info({ event: 'signup', userId: user.id }, 'account created; verification link sent');
};

/** Follows a verification link: once, within 24 hours. */
export const verifyEmail = async (accounts: Accounts, token: string, log: FastifyBaseLogger): Promise<void> => {
  const userId = await accounts.db.transaction(async (tx) => {
    const owner = await accounts.links.consume(token, 'verify_email', tx);
    if (owner) await accounts.users.markVerified(owner, accounts.clock.now(), tx);
    return owner;
  });
  if (!userId) {
    log.info({ event: 'verify_email_refused' }, 'verification link invalid, used or expired');
    throw new HttpError(400, M.verificationLinkInvalid, CODES.verificationLinkInvalid);
  }
  log.info({ event: 'email_verified', userId }, 'email address verified');
};

/** A fresh link for a signed-in user whose link expired or got lost; earlier links stop working. */
export const resendVerification = async (accounts: Accounts, userId: string): Promise<'sent' | 'already-verified'> => {
  const user = await accounts.users.findById(userId);
  if (!user) throw new HttpError(401, M.tokenInvalid, CODES.tokenInvalid);
  if (user.enabled === 1) return 'already-verified';
  await sendVerificationLink(accounts, user);
  return 'sent';
};
