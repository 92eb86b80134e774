import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { AuditEntryView } from '@rta/domain/staff-audit';
import { auditPageQuery } from './api/audit-api.ts';
import { staffErrorText } from '../staff-errors.ts';
import table from '../console-table.module.css';
import styles from '../staff-sections.module.css';
import button from '../../../ui/button.module.css';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

const ACTIONS: Record<string, string> = {
  'support.handled': 'Marked a support message handled',
  'support.reopened': 'Marked a support message unhandled',
  'support.reply': 'Replied to a support message',
  'catalogue.update': 'Changed catalogue prices',
  'catalogue.hide': 'Hid a SKU',
  'catalogue.show': 'Showed a SKU',
  'role.grant': 'Granted a role',
  'role.revoke': 'Revoked a role',
};

/** A short human reading of an entry's details: before → after when there are both, else the facts. */
const describe = (details: AuditEntryView['details']): string => {
  const { before, after, ...rest } = details;
  const facts = Object.entries(rest)
    .filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object')
    .map(([key, value]) => `${key}: ${String(value)}`);
  if (before !== undefined && after !== undefined) facts.push(`before: ${JSON.stringify(before)}`, `after: ${JSON.stringify(after)}`);
  return facts.join('\n');
};

const pageFrom = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The audit log (issue 9): who did what, to what, and when, newest first. */
export function StaffAuditPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const query = useQuery(auditPageQuery(page));
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  const go = (next: number) => setParams(next === 1 ? {} : { page: String(next) });

  return (
    <section aria-labelledby="staff-audit-heading">
      <h2 id="staff-audit-heading">Audit Log</h2>
      {query.isPending && <p role="status">Loading the audit log…</p>}
      {query.isError && <p role="alert">{staffErrorText(query.error)}</p>}
      {query.data && (
        <>
          <div className={table.tableWrap}>
            <table className={table.table}>
              <caption>
                {query.data.total} {query.data.total === 1 ? 'entry' : 'entries'}, newest first
              </caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">Target</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {query.data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time>
                    </td>
                    <td>{entry.actorEmail}</td>
                    <td>
                      {ACTIONS[entry.action] ?? entry.action}
                      <div className={table.muted}>{entry.action}</div>
                    </td>
                    <td>
                      {entry.targetType} <span className={table.muted}>{entry.targetId}</span>
                    </td>
                    <td>
                      <p className={styles.details}>{describe(entry.details)}</p>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className={table.pager} aria-label="Audit log pages">
            <button type="button" className={button.secondary} disabled={page <= 1} onClick={() => go(page - 1)}>
              Newer
            </button>
            <span aria-live="polite">
              Page {page} of {pages}
            </span>
            <button type="button" className={button.secondary} disabled={page >= pages} onClick={() => go(page + 1)}>
              Older
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
