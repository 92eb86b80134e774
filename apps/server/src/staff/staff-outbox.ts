import { mailOutbox } from '../db/schema.ts';
import type { MailMessage } from '../mail/mail-message.ts';
import type { Executor } from './audit.ts';

/**
 * Writes a staff action's mail to the outbox inside the action's transaction, so the change,
 * its audit row and its mail land together or not at all. Deliver the returned id after commit.
 */
export const queueMail = async (executor: Executor, message: MailMessage, now: Date): Promise<number> => {
  const [row] = await executor
    .insert(mailOutbox)
    .values({ to: message.to, subject: message.subject, text: message.text, html: message.html, createdAt: now })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('the outbox did not return the new row');
  return row.id;
};
