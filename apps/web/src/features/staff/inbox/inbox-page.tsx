import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { SUPPORT_CONTEXT_IDS, SUPPORT_CONTEXTS, SUPPORT_PRIORITIES } from '@rta/domain/support/contexts';
import {
  groupInbox,
  INBOX_FILTERS,
  INBOX_SEARCH_MAX,
  PRIORITY_ORDER,
  type InboxFilter,
} from '@rta/domain/staff/support-constants';
import { inboxListQuery } from './api/inbox-api.ts';
import { inboxFiltersFromParams, inboxParams, type InboxFilters } from './inbox-filters.ts';
import { InboxMessageDetail } from './inbox-message-detail.tsx';
import { staffErrorText } from '../staff-errors.ts';
import { SelectField, optionsOf } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import table from '../console-table.module.css';
import styles from '../staff-sections.module.css';
import button from '../../../ui/button.module.css';
import form from '../../../ui/form.module.css';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const FILTER_LABELS: Record<InboxFilter, string> = { unhandled: 'Unhandled', handled: 'Handled', all: 'All messages' };

const CONTEXT_CHOICES = Object.fromEntries(
  SUPPORT_CONTEXT_IDS.map((context) => [context, SUPPORT_CONTEXTS[context].title]),
);
const PRIORITY_CHOICES = Object.fromEntries(
  PRIORITY_ORDER.filter((priority) => SUPPORT_PRIORITIES.includes(priority)).map((priority) => [
    priority,
    `${priority[0]?.toUpperCase() ?? ''}${priority.slice(1)}`,
  ]),
);

const narrowed = (filters: InboxFilters): boolean => Boolean(filters.context || filters.priority || filters.q);

/**
 * The support inbox (issue 9): messages grouped by context and priority, unhandled first, and
 * the one chosen. A page at a time, narrowed by context, priority and sender or subject.
 */
export function StaffInboxPage() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const filters = inboxFiltersFromParams(params);
  const list = useQuery(inboxListQuery(filters));
  const show = (next: Partial<InboxFilters>) => setParams(inboxParams({ ...filters, page: 1, ...next }));
  const search = inboxParams(filters).toString();
  const messages = list.data?.messages ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  const submitSearch = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    show({ q: String(new FormData(event.currentTarget).get('q') ?? '') });
  };

  return (
    <section aria-labelledby="staff-inbox-heading">
      <h2 id="staff-inbox-heading">Support Inbox</h2>
      <div className={`${table.filters} ${form.controls}`}>
        <SelectField
          label="Show"
          value={filters.status}
          onChange={(event) => show({ status: event.target.value as InboxFilter })}
          options={INBOX_FILTERS.map((filter) => ({ value: filter, label: FILTER_LABELS[filter] }))}
        />
        <SelectField
          label="Context"
          value={filters.context}
          onChange={(event) => show({ context: event.target.value as InboxFilters['context'] })}
          placeholder="All contexts"
          options={optionsOf(CONTEXT_CHOICES)}
        />
        <SelectField
          label="Priority"
          value={filters.priority}
          onChange={(event) => show({ priority: event.target.value as InboxFilters['priority'] })}
          placeholder="Any priority"
          options={optionsOf(PRIORITY_CHOICES)}
        />
        <form
          role="search"
          aria-label="Search support messages"
          className={`${table.filters} ${form.controls}`}
          onSubmit={submitSearch}
          key={filters.q}
        >
          <TextField
            label="Sender or subject"
            type="search"
            name="q"
            defaultValue={filters.q}
            maxLength={INBOX_SEARCH_MAX}
          />
          <button type="submit" className={button.secondary}>
            Search
          </button>
        </form>
        {narrowed(filters) && (
          <button
            type="button"
            className={button.secondary}
            onClick={() => setParams(inboxParams({ ...filters, context: '', priority: '', q: '', page: 1 }))}
          >
            Clear filters
          </button>
        )}
      </div>
      <div className={styles.split}>
        <nav aria-label="Support messages">
          {list.isPending && <p role="status">Loading messages…</p>}
          {list.isError && <p role="alert">{staffErrorText(list.error)}</p>}
          {list.data && (
            <p role="status" className={table.muted}>
              {list.data.total === 0
                ? narrowed(filters)
                  ? 'No messages match these filters.'
                  : `No ${filters.status === 'all' ? '' : `${FILTER_LABELS[filters.status].toLowerCase()} `}messages.`
                : list.data.total === 1
                  ? '1 message'
                  : `${list.data.total} messages`}
            </p>
          )}
          <div className={styles.groups}>
            {groupInbox(messages).map((group) => (
              <section
                key={group.key}
                aria-label={`${group.contextTitle}, ${group.priority} priority${group.handled ? ', handled' : ''}`}
              >
                <h3>
                  {group.contextTitle} <span className={table.status}>{group.priority} priority</span>
                  {group.handled && <span className={table.muted}> (handled)</span>}
                </h3>
                <ul className={styles.messageList}>
                  {group.messages.map((message) => (
                    <li key={message.id}>
                      <Link
                        className={styles.messageLink}
                        to={`/staff/inbox/${message.id}${search ? `?${search}` : ''}`}
                        aria-current={message.id === id ? 'page' : undefined}
                      >
                        <strong>{message.subject}</strong>
                        <span className={table.muted}>
                          {message.name} &lt;{message.email}&gt; ·{' '}
                          <time dateTime={message.createdAt}>{dateTime.format(new Date(message.createdAt))}</time>
                          {message.replyCount > 0 &&
                            ` · ${message.replyCount} ${message.replyCount === 1 ? 'reply' : 'replies'}`}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          {list.data && (list.data.total > list.data.pageSize || filters.page > 1) && (
            <div className={table.pager} role="group" aria-label="Message pages">
              <button
                type="button"
                className={button.secondary}
                disabled={filters.page <= 1}
                onClick={() => show({ page: filters.page - 1 })}
              >
                Previous page
              </button>
              <span>
                Page {filters.page} of {pages}
              </span>
              <button
                type="button"
                className={button.secondary}
                disabled={filters.page >= pages}
                onClick={() => show({ page: filters.page + 1 })}
              >
                Next page
              </button>
            </div>
          )}
        </nav>
        <div>
          {id ? (
            <InboxMessageDetail key={id} id={id} />
          ) : (
            <p className={table.muted}>Choose a message to read it and reply.</p>
          )}
        </div>
      </div>
    </section>
  );
}
