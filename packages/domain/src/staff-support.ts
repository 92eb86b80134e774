import { z } from 'zod';
import { SUPPORT_CONTEXT_IDS, SUPPORT_PRIORITIES, type SupportPriority } from './support-contexts.ts';

/** The staff support inbox (issue 9): contact messages, their replies, handled or not. */
export const STAFF_SUPPORT_PATH = '/api/staff/support';

export const INBOX_FILTERS = ['unhandled', 'handled', 'all'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** The most urgent first when the inbox groups messages. */
export const PRIORITY_ORDER: readonly SupportPriority[] = ['high', 'medium', 'normal'];
export const priorityRank = (priority: string): number => {
  const rank = PRIORITY_ORDER.indexOf(priority as SupportPriority);
  return rank < 0 ? PRIORITY_ORDER.length : rank;
};

export const REPLY_MAX = 5000;
/** Messages per inbox page; a busy inbox is read a page at a time, never cut off. */
export const INBOX_PAGE_SIZE = 50;
export const INBOX_SEARCH_MAX = 100;

export const STAFF_SUPPORT_MESSAGES = {
  replyRequired: 'Write a reply before sending it.',
  replyTooLong: `A reply is at most ${REPLY_MAX} characters.`,
  notFound: 'That support message does not exist (it may have been deleted).',
  badStatus: 'Choose unhandled, handled or all.',
  badContext: 'Choose one of the support contexts.',
  badPriority: 'Choose high, medium or normal priority.',
  searchTooLong: `Search cannot exceed ${INBOX_SEARCH_MAX} characters`,
} as const;

/**
 * The inbox's filters: handled or not, context, priority, and a search of the sender's name
 * and e-mail and the subject; a page at a time.
 */
export const inboxQuerySchema = z.object({
  status: z.enum(INBOX_FILTERS, STAFF_SUPPORT_MESSAGES.badStatus).default('unhandled'),
  context: z.enum(SUPPORT_CONTEXT_IDS, STAFF_SUPPORT_MESSAGES.badContext).optional(),
  priority: z.enum(SUPPORT_PRIORITIES, STAFF_SUPPORT_MESSAGES.badPriority).optional(),
  q: z
    .string()
    .trim()
    .max(INBOX_SEARCH_MAX, STAFF_SUPPORT_MESSAGES.searchTooLong)
    .optional()
    .transform((q) => q || undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(INBOX_PAGE_SIZE),
});
export type InboxQuery = z.output<typeof inboxQuerySchema>;

export const inboxMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  context: z.string(),
  contextTitle: z.string(),
  priority: z.string(),
  formType: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  replyCount: z.number().int(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxListSchema = z.object({
  messages: z.array(inboxMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InboxList = z.infer<typeof inboxListSchema>;

export const supportReplySchema = z.object({
  id: z.number().int(),
  body: z.string(),
  staffEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportReply = z.infer<typeof supportReplySchema>;

export const inboxDetailSchema = inboxMessageSchema.extend({
  message: z.string(),
  recipientEmail: z.string(),
  extra: z.record(z.string(), z.string()),
  replies: z.array(supportReplySchema),
});
export type InboxDetail = z.infer<typeof inboxDetailSchema>;

export const markHandledSchema = z.object({ handled: z.boolean() });

export const replyRequestSchema = z.object({
  body: z
    .string({ error: STAFF_SUPPORT_MESSAGES.replyRequired })
    .trim()
    .min(1, { error: STAFF_SUPPORT_MESSAGES.replyRequired })
    .max(REPLY_MAX, { error: STAFF_SUPPORT_MESSAGES.replyTooLong }),
});

/** The reply's subject: 'Re: <subject>', once. */
export const replySubject = (subject: string): string => (/^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`);

/** Messages grouped for the inbox: unhandled first, then by priority (high first), then context. */
export const groupInbox = <T extends Pick<InboxMessage, 'context' | 'contextTitle' | 'priority' | 'handledAt'>>(messages: readonly T[]) => {
  const groups = new Map<string, { key: string; handled: boolean; priority: string; context: string; contextTitle: string; messages: T[] }>();
  for (const message of messages) {
    const handled = message.handledAt !== null;
    const key = `${handled ? 1 : 0}|${priorityRank(message.priority)}|${message.context}`;
    const group = groups.get(key) ?? { key, handled, priority: message.priority, context: message.context, contextTitle: message.contextTitle, messages: [] };
    group.messages.push(message);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.key.localeCompare(b.key));
};
