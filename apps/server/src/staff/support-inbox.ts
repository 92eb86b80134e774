import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { supportContext } from '@rta/domain/support/contexts';
import {
  replySubject,
  STAFF_SUPPORT_MESSAGES as M,
  type InboxDetail,
  type InboxList,
  type InboxMessage,
  type InboxQuery,
} from '@rta/domain/api/staff-support';
import type { Database } from '../db/pool.ts';
import { contactMessages, mailOutbox, supportReplies, users } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { HttpError } from '../lib/http-error.ts';
import { containing } from '../lib/like-pattern.ts';
import { listPage } from '../lib/list-page.ts';
import { supportReference } from '../contact/support-mails.ts';
import { recordAudit, type AuditActor } from './audit.ts';

interface Dependencies {
  db: Database;
  clock: Clock;
  storeName: string;
  publicUrl: string;
  /** Starts delivering an outbox row written inside the reply's transaction. */
  deliverMail: (id: number) => void;
}

type MessageRow = typeof contactMessages.$inferSelect;

const handler = alias(users, 'handler');

/** Handled or not, as contact_messages_inbox_order_idx (schema.ts) holds it: its first column. */
const HANDLED = sql`(${contactMessages.handledAt} IS NOT NULL)`;

/**
 * 'unhandled' is asked as `(handled_at IS NOT NULL) IS FALSE`, not `handled_at IS NULL`, which
 * PostgreSQL would match only to contact_messages_inbox_idx and then sort: so the page's ids are
 * a walk of the inbox's order index whatever the filter.
 */
const conditions = (query: InboxQuery): SQL | undefined =>
  and(
    query.status === 'unhandled'
      ? sql`${HANDLED} IS FALSE`
      : query.status === 'handled'
        ? sql`${HANDLED} IS TRUE`
        : undefined,
    query.context ? eq(contactMessages.context, query.context) : undefined,
    query.priority ? eq(contactMessages.priority, query.priority) : undefined,
    query.q
      ? or(
          ilike(contactMessages.name, containing(query.q)),
          ilike(contactMessages.email, containing(query.q)),
          ilike(contactMessages.subject, containing(query.q)),
        )
      : undefined,
  );

/**
 * The inbox's order: unhandled first, the most urgent priority, by context, newest first.
 * contact_messages_inbox_order_idx (schema.ts) holds these very expressions, so keep the two alike.
 */
export const INBOX_ORDER = [
  HANDLED,
  sql`(CASE ${contactMessages.priority} WHEN 'high' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END)`,
  asc(contactMessages.context),
  desc(contactMessages.createdAt),
  desc(contactMessages.id),
] as const;

const summary = (row: MessageRow, handledBy: string | null, replyCount: number): InboxMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  context: row.context,
  contextTitle: supportContext(row.context).title,
  priority: row.priority,
  formType: row.formType,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
  handledBy,
  replyCount,
});

/** The support inbox (issue 9): read, mark handled, reply by e-mail. Every change is audited. */
export const createSupportInbox = ({ db, clock, storeName, publicUrl, deliverMail }: Dependencies) => {
  const replyCount = sql<number>`(SELECT count(*)::int FROM ${supportReplies} WHERE ${supportReplies.contactMessageId} = ${contactMessages.id})`;

  const find = async (id: string) => {
    const [row] = await db
      .select({ message: contactMessages, handledBy: handler.email, replyCount })
      .from(contactMessages)
      .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
      .where(eq(contactMessages.id, id));
    if (!row) throw new HttpError(404, M.notFound, 'SUPPORT_MESSAGE_NOT_FOUND');
    return row;
  };

  const detail = async (id: string): Promise<InboxDetail> => {
    const row = await find(id);
    const replies = await db
      .select({
        id: supportReplies.id,
        body: supportReplies.body,
        staffEmail: users.email,
        createdAt: supportReplies.createdAt,
      })
      .from(supportReplies)
      .leftJoin(users, eq(users.id, supportReplies.staffUserId))
      .where(eq(supportReplies.contactMessageId, id))
      .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
    return {
      ...summary(row.message, row.handledBy, row.replyCount),
      message: row.message.message,
      recipientEmail: row.message.recipientEmail,
      extra: Object.fromEntries(
        Object.entries(row.message.extra as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
      ),
      replies: replies.map((reply) => ({ ...reply, createdAt: reply.createdAt.toISOString() })),
    };
  };

  return {
    /**
     * One page of the messages that match the filters: unhandled first, then the most urgent
     * priority, then by context, newest first within; with the number that match in all.
     */
    async list(query: InboxQuery): Promise<InboxList> {
      // The page's ids on contact_messages_inbox_order_idx alone; the handler and the reply
      // count are read for those rows only.
      const { rows, total } = await listPage(
        db,
        { table: contactMessages, id: contactMessages.id, where: conditions(query), order: INBOX_ORDER },
        query,
        (pageIds) =>
          db
            .select({ message: contactMessages, handledBy: handler.email, replyCount })
            .from(contactMessages)
            .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
            .where(inArray(contactMessages.id, pageIds))
            .orderBy(...INBOX_ORDER),
      );
      return {
        messages: rows.map((row) => summary(row.message, row.handledBy, row.replyCount)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    detail,

    /** Marks the message handled (or open again); a repeat of the current state changes nothing. */
    async setHandled(actor: AuditActor, id: string, handled: boolean): Promise<InboxDetail> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
        if (!row) throw new HttpError(404, M.notFound, 'SUPPORT_MESSAGE_NOT_FOUND');
        if ((row.handledAt !== null) === handled) return;
        const now = clock.now();
        await tx
          .update(contactMessages)
          .set(handled ? { handledAt: now, handledBy: actor.id } : { handledAt: null, handledBy: null })
          .where(eq(contactMessages.id, id));
        await recordAudit(tx, actor, {
          action: handled ? 'support.handled' : 'support.reopened',
          targetType: 'contact_message',
          targetId: id,
          details: {
            subject: row.subject,
            from: row.email,
            before: { handledAt: row.handledAt?.toISOString() ?? null },
            after: { handledAt: handled ? now.toISOString() : null },
          },
        });
      });
      return detail(id);
    },

    /**
     * Replies by e-mail to the message's sender, with Reply-To the support mailbox that got
     * the message. The reply, its mail and the audit row are one transaction.
     */
    async reply(actor: AuditActor, id: string, body: string): Promise<InboxDetail> {
      const mailId = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(contactMessages)
          .where(and(eq(contactMessages.id, id)))
          .for('update');
        if (!row) throw new HttpError(404, M.notFound, 'SUPPORT_MESSAGE_NOT_FOUND');
        const now = clock.now();
        const [reply] = await tx
          .insert(supportReplies)
          .values({ contactMessageId: id, staffUserId: actor.id, body, createdAt: now })
          .returning({ id: supportReplies.id });
        const subject = replySubject(row.subject);
        const text = [
          body,
          '---',
          `In reply to your message of ${row.createdAt.toISOString().slice(0, 10)} (reference ${supportReference(row.id)}): "${row.subject}".`,
          `To answer, reply to this email.`,
          `${storeName}\n${publicUrl}`,
        ].join('\n\n');
        const [mail] = await tx
          .insert(mailOutbox)
          .values({ to: row.email, subject, text, replyTo: row.recipientEmail, createdAt: now })
          .returning({ id: mailOutbox.id });
        await recordAudit(tx, actor, {
          action: 'support.reply',
          targetType: 'contact_message',
          targetId: id,
          details: { replyId: reply?.id, to: row.email, subject, replyTo: row.recipientEmail, length: body.length },
        });
        return mail?.id;
      });
      if (mailId !== undefined) deliverMail(mailId);
      return detail(id);
    },
  };
};
