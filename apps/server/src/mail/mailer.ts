import { and, desc, eq, gt, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/pool.ts';
import { mailOutbox } from '../db/schema.ts';
import { addMs, type Clock } from '../lib/clock.ts';
import type { BackgroundTasks } from '../lib/background-tasks.ts';
import { mailLinks, type MailMessage } from './mail-message.ts';

/** A failed delivery is retried for a day; after that the row stays only as a record. */
const RETRY_FOR_MS = 24 * 60 * 60_000;
/** Rows this fresh are still being delivered by the instance that wrote them. */
const IN_FLIGHT_MS = 2 * 60_000;
/**
 * How long a delivery keeps its row to itself: well past the transport's limits (10 s to
 * connect, 10 s for the greeting, 30 s of silence), so a live delivery is never overtaken.
 */
const CLAIM_MS = IN_FLIGHT_MS;

export interface MailerOptions {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  clock: Clock;
  tasks: BackgroundTasks;
  log: FastifyBaseLogger;
  /**
   * Without SMTP, write each mail's recipient, subject and links to the log at info level.
   * For a store started with `npm start` and no SMTP_URL (production, where /dev/mail is
   * off): the log is then the only way to follow a verification or reset link.
   */
  logUnsentLinks?: boolean;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Every mail is written to mail_outbox first, so it is never lost: with SMTP_URL set it is
 * then delivered in the background and marked sent, or keeps the error on its row and is
 * retried; without SMTP_URL it stays in the outbox (readable at /dev/mail in development).
 */
export const createMailer = ({ db, smtpUrl, from, clock, tasks, log, logUnsentLinks = false }: MailerOptions) => {
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;

  /**
   * Sends one outbox row if it is still unsent and no one else is sending it. The row is
   * claimed for the length of one SMTP exchange by a single short statement, and marked
   * after it by another: no database connection waits on the mail server (a slow one would
   * otherwise hold a connection per mail in flight and starve the requests). Two instances
   * retrying at once never both claim a row; a claim left by an instance that stopped
   * mid-send lapses and the row is retried.
   */
  const deliver = async (id: number): Promise<'sent' | 'failed' | 'skipped'> => {
    if (!transport) return 'skipped';
    const now = clock.now();
    const [row] = await db
      .update(mailOutbox)
      .set({ claimedUntil: addMs(now, CLAIM_MS) })
      .where(
        and(
          eq(mailOutbox.id, id),
          isNull(mailOutbox.sentAt),
          or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, now)),
        ),
      )
      .returning();
    if (!row) return 'skipped';
    try {
      await transport.sendMail({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        replyTo: row.replyTo ?? undefined,
        attachments: row.attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content, 'base64'),
        })),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ mailId: id, err: message }, 'mail delivery failed; it stays in the outbox');
      await db
        .update(mailOutbox)
        .set({ error: message.slice(0, 1000), claimedUntil: null })
        .where(eq(mailOutbox.id, id));
      return 'failed';
    }
    await db
      .update(mailOutbox)
      .set({ sentAt: clock.now(), error: null, claimedUntil: null })
      .where(eq(mailOutbox.id, id));
    return 'sent';
  };

  return {
    smtpEnabled: transport !== undefined,

    /** Stores the mail (durable once this resolves) and starts its delivery. Returns the outbox id. */
    async send(message: MailMessage): Promise<number> {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          replyTo: message.replyTo,
          attachments: message.attachments?.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: file.content.toString('base64'),
          })),
          createdAt: clock.now(),
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('the outbox did not return the new row');
      if (transport) tasks.run('mail delivery', () => deliver(row.id));
      else if (logUnsentLinks) {
        const links = mailLinks(message.text);
        log.info(
          { event: 'mail_not_sent', mailId: row.id, to: message.to, subject: message.subject, links },
          `mail to ${message.to} not sent (SMTP_URL is not set): "${message.subject}" ${links.join(' ')}`,
        );
      }
      return row.id;
    },

    deliver,

    /**
     * Starts delivering a stored mail without waiting for it, once the transaction that wrote
     * it has committed; a delivery that fails leaves it in the outbox for the retry.
     */
    deliverSoon(id: number, what: string): void {
      deliver(id).catch((error: unknown) =>
        log.warn({ err: error, mailId: id }, `${what} stays in the outbox for retry`),
      );
    },

    /** Delivers what earlier attempts left unsent (failed, or written by an instance that stopped). */
    async retryUnsent(): Promise<number> {
      if (!transport) return 0;
      const now = clock.now();
      const rows = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            gt(mailOutbox.createdAt, addMs(now, -RETRY_FOR_MS)),
            or(isNotNull(mailOutbox.error), lt(mailOutbox.createdAt, addMs(now, -IN_FLIGHT_MS))),
          ),
        )
        .orderBy(mailOutbox.id)
        .limit(100);
      let sent = 0;
      for (const { id } of rows) if ((await deliver(id)) === 'sent') sent += 1;
      return sent;
    },

    /** The newest mails, optionally to one address (for /dev/mail). */
    async list(limit: number, to?: string): Promise<OutboxRow[]> {
      return db
        .select()
        .from(mailOutbox)
        .where(to ? eq(mailOutbox.to, to) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(limit);
    },

    close(): void {
      transport?.close();
    },
  };
};

export type Mailer = ReturnType<typeof createMailer>;
