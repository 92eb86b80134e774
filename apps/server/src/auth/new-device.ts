import type { FastifyBaseLogger } from 'fastify';
import { NEW_DEVICE_LINK_LIFETIME_MS } from '@rta/domain/accounts/constants';
import { AUTH_ERROR_CODES as CODES, AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import { HttpError } from '../lib/http-error.ts';
import { newDeviceMail } from './account-mails.ts';
import { emailTag, type Accounts } from './accounts.ts';

/**
 * Asks for a new-device link. As with a password reset, everything after validation happens
 * once the answer is sent, so the answer and its timing are the same for every address.
 */
export const requestNewDeviceLink = (accounts: Accounts, email: string, log: FastifyBaseLogger): void => {
  accounts.tasks.run('new device link request', async () => {
    const user = await accounts.users.findByEmail(email);
    if (!user) {
      log.info(
        { event: 'new_device_link_requested', email: emailTag(email), known: false },
        'new-device link asked for an unknown address',
      );
      return;
    }
    const token = await accounts.links.issue(user.id, 'new_device', NEW_DEVICE_LINK_LIFETIME_MS);
    await accounts.mailer.send(newDeviceMail(accounts.mail, { email: user.email, firstName: user.firstName }, token));
    log.info({ event: 'new_device_link_requested', userId: user.id }, 'new-device link sent');
  });
};

/**
 * The owner opened the link in the browser that should log in: that device (the hashes of
 * what it presents) becomes a known device of the account, with a lockout count of its own.
 * The link works once, for an hour, and signs no one in: the password is still needed.
 */
export const confirmNewDevice = async (
  accounts: Accounts,
  input: { token: string; devices: readonly string[] },
  log: FastifyBaseLogger,
): Promise<void> => {
  if (input.devices.length === 0) throw new HttpError(400, M.deviceRequired, CODES.fingerprintRequired);
  const userId = await accounts.db.transaction(async (tx) => {
    const owner = await accounts.links.consume(input.token, 'new_device', tx);
    if (owner) await accounts.knownDevices.remember(owner, input.devices, tx);
    return owner;
  });
  if (!userId) {
    log.info({ event: 'new_device_refused' }, 'new-device link invalid, used or expired');
    throw new HttpError(400, M.newDeviceLinkInvalid, CODES.newDeviceLinkInvalid);
  }
  log.info({ event: 'new_device_known', userId }, 'a new device is known to the account');
};
