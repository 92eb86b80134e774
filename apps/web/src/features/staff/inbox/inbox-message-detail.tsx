import { Fragment, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatOrderId, ORDER_ID_PREFIX } from '@rta/domain/orders/order-id';
import { REPLY_MAX, replySubject, STAFF_SUPPORT_MESSAGES } from '@rta/domain/staff/support-constants';
import type { InboxDetail } from '@rta/domain/api/staff-support';
import { EXTRA_FIELD_LABELS, type ExtraField } from '@rta/domain/support/contexts';
import { notify as toast } from '../../../lib/notify.ts';
import { inboxKeys, inboxMessageQuery, sendReply, setHandled } from './api/inbox-api.ts';
import { staffErrorText } from '../staff-errors.ts';
import table from '../console-table.module.css';
import styles from '../staff-sections.module.css';
import button from '../../../ui/button.module.css';
import form from '../../../ui/form.module.css';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const extraLabel = (field: string): string => EXTRA_FIELD_LABELS[field as ExtraField] ?? field;

function ReplyForm({ message, onSent }: { message: InboxDetail; onSent: (detail: InboxDetail) => void }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useMutation({
    mutationFn: (text: string) => sendReply(message.id, text),
    onSuccess: (detail) => {
      setBody('');
      setError(null);
      onSent(detail);
      toast.success(`Reply sent to ${message.email}.`);
    },
    onError: (failure) => {
      setError(staffErrorText(failure));
      toast.error(`The reply was not sent: ${staffErrorText(failure)}`);
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setError(STAFF_SUPPORT_MESSAGES.replyRequired);
    if (text.length > REPLY_MAX) return setError(STAFF_SUPPORT_MESSAGES.replyTooLong);
    reply.mutate(text);
  };
  return (
    <form className={form.form} onSubmit={submit} aria-labelledby="reply-heading" noValidate>
      <h3 id="reply-heading">Reply by e-mail</h3>
      <p className={table.muted}>
        To {message.email}, subject “{replySubject(message.subject)}”. Their answer goes to {message.recipientEmail}.
      </p>
      <div className={form.field}>
        <label htmlFor="reply-body" className={form.label}>
          Your reply
        </label>
        <textarea
          id="reply-body"
          className={table.textarea}
          rows={8}
          maxLength={REPLY_MAX}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`reply-count${error ? ' reply-error' : ''}`}
        />
        <p id="reply-count" className={form.hint}>
          {body.length} of {REPLY_MAX} characters
        </p>
        {error && (
          <p id="reply-error" className={form.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className={form.actions}>
        <button type="submit" className={button.primary} disabled={reply.isPending}>
          {reply.isPending ? 'Sending…' : 'Send reply'}
        </button>
      </div>
    </form>
  );
}

/** One support message: what the sender wrote, the replies so far, and the staff's actions. */
export function InboxMessageDetail({ id }: { id: string }) {
  const client = useQueryClient();
  const query = useQuery(inboxMessageQuery(id));
  const refresh = (detail: InboxDetail) => {
    client.setQueryData(inboxMessageQuery(id).queryKey, detail);
    void client.invalidateQueries({ queryKey: [...inboxKeys.all, 'list'] });
  };
  const handled = useMutation({
    mutationFn: (value: boolean) => setHandled(id, value),
    onSuccess: (detail) => {
      refresh(detail);
      toast.success(detail.handledAt ? 'Marked as handled.' : 'Marked as unhandled.');
    },
    onError: (failure) => toast.error(staffErrorText(failure)),
  });

  if (query.isPending) return <p role="status">Loading the message…</p>;
  if (query.isError) return <p role="alert">{staffErrorText(query.error)}</p>;
  const message = query.data;
  const extras = Object.entries(message.extra);
  return (
    <article className={table.detail} aria-labelledby="message-heading">
      <div className={table.toolbar}>
        <h3 id="message-heading">{message.subject}</h3>
        <button
          type="button"
          className={message.handledAt ? button.secondary : button.primary}
          disabled={handled.isPending}
          onClick={() => handled.mutate(!message.handledAt)}
        >
          {message.handledAt ? 'Mark unhandled' : 'Mark handled'}
        </button>
      </div>
      <dl className={table.facts}>
        <dt>From</dt>
        <dd>
          {message.name} &lt;{message.email}&gt;
        </dd>
        <dt>Context</dt>
        <dd>
          {message.contextTitle} ({message.priority} priority)
        </dd>
        <dt>Received</dt>
        <dd>
          <time dateTime={message.createdAt}>{dateTime.format(new Date(message.createdAt))}</time>
        </dd>
        <dt>Status</dt>
        <dd>
          {message.handledAt
            ? `Handled ${dateTime.format(new Date(message.handledAt))}${message.handledBy ? ` by ${message.handledBy}` : ''}`
            : 'Unhandled'}
        </dd>
        {extras.map(([field, value]) => (
          <Fragment key={field}>
            <dt>{extraLabel(field)}</dt>
            <dd>
              {field === 'orderId' && value.startsWith(ORDER_ID_PREFIX) ? (
                <Link to={`/staff/orders/${encodeURIComponent(value)}`}>#{formatOrderId(value)}</Link>
              ) : (
                value
              )}
            </dd>
          </Fragment>
        ))}
      </dl>
      <section aria-labelledby="message-body-heading" className={table.panel}>
        <h4 id="message-body-heading">Message</h4>
        <p className={styles.body}>{message.message}</p>
      </section>
      <section aria-labelledby="replies-heading">
        <h4 id="replies-heading">Replies ({message.replies.length})</h4>
        {message.replies.length === 0 ? (
          <p className={table.muted}>No reply yet.</p>
        ) : (
          <ol className={styles.replies}>
            {message.replies.map((reply) => (
              <li key={reply.id} className={styles.reply}>
                <p className={table.muted}>
                  {reply.staffEmail ?? 'A former staff member'} ·{' '}
                  <time dateTime={reply.createdAt}>{dateTime.format(new Date(reply.createdAt))}</time>
                </p>
                <p className={styles.body}>{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <ReplyForm message={message} onSent={refresh} />
    </article>
  );
}
