import type { FastifyBaseLogger } from 'fastify';
import { PASSWORD_RESET_LINK_LIFETIME_MS } from '@rta/domain/accounts/constants';
import { AUTH_ERROR_CODES as CODES, AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import { HttpError } from '../lib/http-error.ts';
import { passwordChangedMail, passwordResetMail } from './account-mails.ts';
import { emailTag, type Accounts } from './accounts.ts';
import { checkPassword } from './login.ts';
import { checkNewPassword } from './new-password-check.ts';
import { hashPassword } from './passwords.ts';
import type { UserRow } from './user-repository.ts';

/**
 * Asks for a reset link. Everything after validation happens once the answer is sent, so
 * the answer and its timing are the same whether or not the address has an account.
 */
export const requestPasswordReset = (accounts: Accounts, email: string, log: FastifyBaseLogger): void => {
  accounts.tasks.run('password reset request', async () => {
    const user = await accounts.users.findByEmail(email);
    if (!user) {
      log.info(
        { event: 'reset_requested', email: emailTag(email), known: false },
        'reset asked for an unknown address',
      );
      return;
    }
    const token = await accounts.links.issue(user.id, 'reset_password', PASSWORD_RESET_LINK_LIFETIME_MS);
    await accounts.mailer.send(
      passwordResetMail(accounts.mail, { email: user.email, firstName: user.firstName }, token),
    );
    log.info({ event: 'reset_requested', userId: user.id }, 'password reset link sent');
  });
};

const notifyPasswordChanged = (accounts: Accounts, user: UserRow) =>
  accounts.mailer.send(passwordChangedMail(accounts.mail, { email: user.email, firstName: user.firstName }));

/**
 * Sets a new password from a reset link (once, within an hour). Following the link proves
 * the address, so it also counts as verified. Every session of the account ends, except
 * the one making this request if it belongs to the same account; every known device is
 * forgotten but that session's, and every lockout count of the address is cleared.
 */
export const completePasswordReset = async (
  accounts: Accounts,
  input: { token: string; password: string; current?: { userId: string; tokenHash: string; deviceHash: string } },
  log: FastifyBaseLogger,
): Promise<void> => {
  const passwordHash = await hashPassword(input.password);
  const user = await accounts.db.transaction(async (tx) => {
    const userId = await accounts.links.consume(input.token, 'reset_password', tx);
    if (!userId) return undefined;
    const owner = await accounts.users.findById(userId);
    // Refused here, the link's use rolls back with the transaction: it still works for a better password.
    if (owner) checkNewPassword(accounts.passwordWords, input.password, owner, 'password');
    const updated = await accounts.users.setPasswordHash(userId, passwordHash, accounts.clock.now(), {
      verified: true,
      writer: tx,
    });
    const current = input.current?.userId === userId ? input.current : undefined;
    await accounts.sessions.endAllForUser(userId, current?.tokenHash, tx);
    await accounts.knownDevices.forgetAllBut(userId, current ? [current.deviceHash] : [], tx);
    return updated;
  });
  if (!user) {
    log.info({ event: 'reset_refused' }, 'reset link invalid, used or expired');
    throw new HttpError(400, M.resetLinkInvalid, CODES.resetLinkInvalid);
  }
  await accounts.lockout.clear(user.email);
  await notifyPasswordChanged(accounts, user);
  log.info({ event: 'password_reset', userId: user.id }, 'password reset; other sessions ended');
};

/**
 * Changes the password of a signed-in user, who must give the current one (it counts
 * towards the lockout of this session's device). Every other session ends and every other
 * known device is forgotten.
 */
export const changePassword = async (
  accounts: Accounts,
  input: { email: string; currentPassword: string; newPassword: string; tokenHash: string; deviceHash: string },
  log: FastifyBaseLogger,
): Promise<void> => {
  let user: UserRow;
  try {
    user = await checkPassword(
      accounts,
      { email: input.email, password: input.currentPassword, devices: [input.deviceHash] },
      log,
    );
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) {
      throw new HttpError(400, M.currentPasswordWrong, CODES.currentPasswordWrong);
    }
    throw error;
  }
  checkNewPassword(accounts.passwordWords, input.newPassword, user, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await accounts.db.transaction(async (tx) => {
    await accounts.users.setPasswordHash(user.id, passwordHash, accounts.clock.now(), { writer: tx });
    await accounts.sessions.endAllForUser(user.id, input.tokenHash, tx);
    await accounts.knownDevices.forgetAllBut(user.id, [input.deviceHash], tx);
  });
  await notifyPasswordChanged(accounts, user);
  log.info(
    { event: 'password_changed', userId: user.id, email: emailTag(user.email) },
    'password changed; other sessions ended',
  );
};
