import * as v from 'valibot';
import { fields, requiredText, trimmed } from '../common/fields.ts';
import { listPage, listPageSize } from './list-paging.ts';
import { SUPPORT_CONTEXT_IDS, SUPPORT_PRIORITIES } from '../support/contexts.ts';
import {
  INBOX_FILTERS,
  INBOX_PAGE_SIZE,
  INBOX_PAGE_SIZE_MAX,
  INBOX_SEARCH_MAX,
  REPLY_MAX,
  STAFF_SUPPORT_MESSAGES,
} from '../staff/support-constants.ts';

export * from '../staff/support-constants.ts';

/**
 * The inbox's filters: handled or not, context, priority, and a search of the sender's name
 * and e-mail and the subject; a page at a time.
 */
export const inboxQuerySchema = v.object({
  status: v.optional(v.picklist(INBOX_FILTERS, STAFF_SUPPORT_MESSAGES.badStatus), 'unhandled'),
  context: v.optional(v.picklist(SUPPORT_CONTEXT_IDS, STAFF_SUPPORT_MESSAGES.badContext)),
  priority: v.optional(v.picklist(SUPPORT_PRIORITIES, STAFF_SUPPORT_MESSAGES.badPriority)),
  q: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(INBOX_SEARCH_MAX, STAFF_SUPPORT_MESSAGES.searchTooLong),
      v.transform((q) => q || undefined),
    ),
  ),
  page: listPage,
  pageSize: listPageSize(INBOX_PAGE_SIZE, INBOX_PAGE_SIZE_MAX),
});
export type InboxQuery = v.InferOutput<typeof inboxQuerySchema>;

const whole = v.pipe(v.number(), v.safeInteger());

export const inboxMessageSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  subject: v.string(),
  context: v.string(),
  contextTitle: v.string(),
  priority: v.string(),
  formType: v.string(),
  createdAt: v.string(),
  handledAt: v.nullable(v.string()),
  handledBy: v.nullable(v.string()),
  replyCount: whole,
});
export type InboxMessage = v.InferOutput<typeof inboxMessageSchema>;

export const inboxListSchema = v.object({
  messages: v.array(inboxMessageSchema),
  total: whole,
  page: whole,
  pageSize: whole,
});
export type InboxList = v.InferOutput<typeof inboxListSchema>;

export const supportReplySchema = v.object({
  id: whole,
  body: v.string(),
  staffEmail: v.nullable(v.string()),
  createdAt: v.string(),
});
export type SupportReply = v.InferOutput<typeof supportReplySchema>;

export const inboxDetailSchema = v.object({
  ...inboxMessageSchema.entries,
  message: v.string(),
  recipientEmail: v.string(),
  extra: v.record(v.string(), v.string()),
  replies: v.array(supportReplySchema),
});
export type InboxDetail = v.InferOutput<typeof inboxDetailSchema>;

export const markHandledSchema = fields({ handled: v.boolean() });

export const replyRequestSchema = fields({
  body: requiredText(trimmed, STAFF_SUPPORT_MESSAGES.replyRequired, REPLY_MAX, STAFF_SUPPORT_MESSAGES.replyTooLong),
});
