import type { SupportPriority } from '../support/contexts.ts';
import type { InboxMessage } from '../api/staff-support.ts';

/*
 * The support inbox's address, filters, limits, messages and grouping (api/staff-support.ts
 * re-exports them), apart from the schemas so that the inbox's pages, which import only these,
 * do not carry the schemas' code on their first load: a module is bundled whole into one chunk
 * (docs/decisions/0145). The answers' schemas load with the inbox's calls.
 */

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
/** The most messages one page may ask for (a larger pageSize is refused, 400). */
export const INBOX_PAGE_SIZE_MAX = 100;
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

/** The reply's subject: 'Re: <subject>', once. */
export const replySubject = (subject: string): string =>
  /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;

/** Messages grouped for the inbox: unhandled first, then by priority (high first), then context. */
export const groupInbox = <T extends Pick<InboxMessage, 'context' | 'contextTitle' | 'priority' | 'handledAt'>>(
  messages: readonly T[],
) => {
  const groups = new Map<
    string,
    { key: string; handled: boolean; priority: string; context: string; contextTitle: string; messages: T[] }
  >();
  for (const message of messages) {
    const handled = message.handledAt !== null;
    const key = `${handled ? 1 : 0}|${priorityRank(message.priority)}|${message.context}`;
    const group = groups.get(key) ?? {
      key,
      handled,
      priority: message.priority,
      context: message.context,
      contextTitle: message.contextTitle,
      messages: [],
    };
    group.messages.push(message);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.key.localeCompare(b.key));
};
