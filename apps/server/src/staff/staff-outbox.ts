import type { AppConfig } from '../config.ts';
import type { Database } from '../db/pool.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import type { MailMessage } from '../mail/mail-message.ts';
import type { Executor } from './audit.ts';

/** What a staff service whose changes mail the customer needs (orders, trade-pro applications). */
export interface MailingServiceDependencies {
  db: Database;
  clock: Clock;
  config: AppConfig;
  /** Starts delivering an outbox row once its transaction committed. */
  deliverMail: (id: number) => void;
}

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

/**
 * Runs a staff change whose last step is its mail, in one transaction with the mail queued
 * inside it; the mail goes out once the transaction committed (and not at all if it failed).
 */
export const changeAndMail = async (
  { db, clock, deliverMail }: MailingServiceDependencies,
  change: (tx: Executor, now: Date) => Promise<MailMessage>,
): Promise<void> => {
  const now = clock.now();
  const mailId = await db.transaction(async (tx) => queueMail(tx, await change(tx, now), now));
  deliverMail(mailId);
};
