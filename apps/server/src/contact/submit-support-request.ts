import type { FastifyBaseLogger } from 'fastify';
import type { SupportRequest } from '@rta/domain/api/contact';
import type { ApiUser } from '@rta/domain/accounts/user';
import type { AppConfig } from '../config.ts';
import type { Clock } from '../lib/clock.ts';
import type { Mailer } from '../mail/mailer.ts';
import { acknowledgementMail, storeNotificationMail } from './support-mails.ts';
import type { StoredSubmission, SupportRepository } from './support-repository.ts';
import { prepareSubmission } from './support-submission.ts';

export interface SupportDeps {
  repository: SupportRepository;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  config: Pick<AppConfig, 'storeName' | 'publicUrl' | 'support'>;
}

/**
 * Handles one support request: store it (nothing else happens before it is committed),
 * then put the store's copy and the sender's acknowledgement in the mail outbox, which
 * delivers and retries them. A failure after the message is stored is logged, not
 * answered as an error: the message is safe and staff will see it.
 */
export const submitSupportRequest = async (
  deps: SupportDeps,
  request: SupportRequest,
  user: ApiUser | null,
): Promise<StoredSubmission> => {
  const submission = await prepareSubmission(request, user, deps.config.support, deps.repository);
  const stored = await deps.repository.store(submission, deps.clock.now());
  deps.log.info(
    { event: 'support_message', contactMessageId: stored.id, context: stored.context.id, userId: stored.userId },
    'support message stored',
  );

  const mail = { storeName: deps.config.storeName, publicUrl: deps.config.publicUrl };
  try {
    await deps.mailer.send(storeNotificationMail(mail, stored));
    await deps.repository.markMailed(stored.id, deps.clock.now());
  } catch (error) {
    deps.log.error(
      { err: error, contactMessageId: stored.id },
      'support message stored, but its mail to the store could not be queued',
    );
  }
  try {
    await deps.mailer.send(acknowledgementMail(mail, stored));
  } catch (error) {
    deps.log.error(
      { err: error, contactMessageId: stored.id },
      'support message stored, but the acknowledgement could not be queued',
    );
  }
  return stored;
};
