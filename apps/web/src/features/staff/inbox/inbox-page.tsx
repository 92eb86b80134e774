import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { groupInbox, INBOX_FILTERS, type InboxFilter } from '@rta/domain/staff-support';
import { inboxListQuery } from './api/inbox-api.ts';
import { InboxMessageDetail } from './inbox-message-detail.tsx';
import { staffErrorText } from '../staff-errors.ts';
import table from '../console-table.module.css';
import styles from '../staff-sections.module.css';
import form from '../../../ui/form.module.css';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const FILTER_LABELS: Record<InboxFilter, string> = { unhandled: 'Unhandled', handled: 'Handled', all: 'All messages' };

const asFilter = (value: string | null): InboxFilter => INBOX_FILTERS.find((filter) => filter === value) ?? 'unhandled';

/** The support inbox (issue 9): messages grouped by context and priority, unhandled first, and the one chosen. */
export function StaffInboxPage() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const status = asFilter(params.get('status'));
  const list = useQuery(inboxListQuery(status));
  const search = status === 'unhandled' ? '' : `?status=${status}`;

  return (
    <section aria-labelledby="staff-inbox-heading">
      <h2 id="staff-inbox-heading">Support Inbox</h2>
      <div className={table.filters}>
        <div className={form.field}>
          <label htmlFor="inbox-filter" className={form.label}>
            Show
          </label>
          <select
            id="inbox-filter"
            className={table.control}
            value={status}
            onChange={(event) => setParams(event.target.value === 'unhandled' ? {} : { status: event.target.value })}
          >
            {INBOX_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {FILTER_LABELS[filter]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.split}>
        <nav aria-label="Support messages">
          {list.isPending && <p role="status">Loading messages…</p>}
          {list.isError && <p role="alert">{staffErrorText(list.error)}</p>}
          {list.data?.length === 0 && <p role="status">No {status === 'all' ? '' : `${FILTER_LABELS[status].toLowerCase()} `}messages.</p>}
          <div className={styles.groups}>
            {groupInbox(list.data ?? []).map((group) => (
              <section key={group.key} aria-label={`${group.contextTitle}, ${group.priority} priority${group.handled ? ', handled' : ''}`}>
                <h3>
                  {group.contextTitle} <span className={table.status}>{group.priority} priority</span>
                  {group.handled && <span className={table.muted}> (handled)</span>}
                </h3>
                <ul className={styles.messageList}>
                  {group.messages.map((message) => (
                    <li key={message.id}>
                      <Link
                        className={styles.messageLink}
                        to={`/staff/inbox/${message.id}${search}`}
                        aria-current={message.id === id ? 'page' : undefined}
                      >
                        <strong>{message.subject}</strong>
                        <span className={table.muted}>
                          {message.name} &lt;{message.email}&gt; · <time dateTime={message.createdAt}>{dateTime.format(new Date(message.createdAt))}</time>
                          {message.replyCount > 0 && ` · ${message.replyCount} ${message.replyCount === 1 ? 'reply' : 'replies'}`}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </nav>
        <div>{id ? <InboxMessageDetail key={id} id={id} /> : <p className={table.muted}>Choose a message to read it and reply.</p>}</div>
      </div>
    </section>
  );
}
