import { z } from 'zod';
import { pageSchema, pageSizeSchema } from './list-paging.ts';
import { SUPPORT_CONTEXT_IDS, SUPPORT_PRIORITIES } from './support-contexts.ts';
import { INBOX_FILTERS, INBOX_PAGE_SIZE, INBOX_PAGE_SIZE_MAX, INBOX_SEARCH_MAX, REPLY_MAX, STAFF_SUPPORT_MESSAGES } from './staff-support-constants.ts';

export * from './staff-support-constants.ts';

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
  page: pageSchema,
  pageSize: pageSizeSchema(INBOX_PAGE_SIZE, INBOX_PAGE_SIZE_MAX),
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
