import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import {
  AUDIT_ACTOR_MAX,
  AUDIT_AREAS,
  AUDIT_TARGET_MAX,
  auditActionLabel,
  type AuditArea,
} from '@rta/domain/staff/audit-constants';
import type { AuditEntryView } from '@rta/domain/api/staff-audit';
import { auditPageQuery, type AuditFilters } from './api/audit-api.ts';
import { staffErrorText } from '../staff-errors.ts';
import { FilterOptions } from '../filter-options.tsx';
import { ColumnHeads } from '../column-heads.tsx';
import table from '../console-table.module.css';
import styles from '../staff-sections.module.css';
import button from '../../../ui/button.module.css';
import form from '../../../ui/form.module.css';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** Where the console shows what an entry changed, for the kinds of target it has a page for. */
const TARGET_PAGES: Record<string, (id: string) => string> = {
  order: (id) => `/staff/orders/${encodeURIComponent(id)}`,
  trade_application: (id) => `/staff/applications/${encodeURIComponent(id)}`,
  contact_message: (id) => `/staff/inbox/${encodeURIComponent(id)}?status=all`,
};

/** A short human reading of an entry's details: before → after when there are both, else the facts. */
const describe = (details: AuditEntryView['details']): string => {
  const { before, after, ...rest } = details;
  const facts = Object.entries(rest)
    .filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object')
    .map(([key, value]) => `${key}: ${String(value)}`);
  if (before !== undefined && after !== undefined)
    facts.push(`before: ${JSON.stringify(before)}`, `after: ${JSON.stringify(after)}`);
  return facts.join('\n');
};

const filtersFrom = (params: URLSearchParams): AuditFilters => {
  const page = Number(params.get('page'));
  const area = params.get('area') ?? '';
  return {
    area: Object.hasOwn(AUDIT_AREAS, area) ? (area as AuditArea) : '',
    actor: (params.get('actor') ?? '').slice(0, AUDIT_ACTOR_MAX),
    target: (params.get('target') ?? '').slice(0, AUDIT_TARGET_MAX),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
};

const paramsFrom = (filters: AuditFilters): Record<string, string> =>
  Object.fromEntries(
    Object.entries({ ...filters, page: filters.page > 1 ? String(filters.page) : '' })
      .map(([key, value]) => [key, String(value).trim()])
      .filter(([, value]) => value !== ''),
  );

/** The audit log (issue 9): who did what, to what, and when, newest first; narrowed by area, who and target. */
export function StaffAuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const { page } = filters;
  const query = useQuery(auditPageQuery(filters));
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  const go = (next: number) => setParams(paramsFrom({ ...filters, page: next }));
  const narrowed = Boolean(filters.area || filters.actor || filters.target);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    setParams(
      paramsFrom({ area: text('area') as AuditArea | '', actor: text('actor'), target: text('target'), page: 1 }),
    );
  };

  return (
    <section aria-labelledby="staff-audit-heading">
      <h2 id="staff-audit-heading">Audit Log</h2>
      <form
        className={`${table.filters} ${form.controls}`}
        role="search"
        aria-label="Filter the audit log"
        onSubmit={submit}
        key={params.toString()}
      >
        <label>
          Area
          <select name="area" defaultValue={filters.area}>
            <FilterOptions any="All areas" choices={AUDIT_AREAS} />
          </select>
        </label>
        <label>
          Who
          <input type="search" name="actor" defaultValue={filters.actor} maxLength={AUDIT_ACTOR_MAX} />
        </label>
        <label>
          Target id
          <input type="search" name="target" defaultValue={filters.target} maxLength={AUDIT_TARGET_MAX} />
        </label>
        <button type="submit" className={button.primary}>
          Apply filters
        </button>
        {narrowed && (
          <button type="button" className={button.secondary} onClick={() => setParams({})}>
            Clear
          </button>
        )}
      </form>
      {query.isPending && <p role="status">Loading the audit log…</p>}
      {query.isError && <p role="alert">{staffErrorText(query.error)}</p>}
      {query.data && (
        <>
          <div className={table.tableWrap}>
            <table className={table.table}>
              <caption>
                {query.data.total === 1 ? '1 entry' : `${query.data.total} entries`}
                {narrowed && (query.data.total === 1 ? ' that matches' : ' that match')}, newest first
              </caption>
              <ColumnHeads names={['When', 'Who', 'What', 'Target', 'Details']} />
              <tbody>
                {query.data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time>
                    </td>
                    <td>{entry.actorEmail}</td>
                    <td>
                      {auditActionLabel(entry.action)}
                      <div className={table.muted}>{entry.action}</div>
                    </td>
                    <td>
                      {entry.targetType}{' '}
                      {TARGET_PAGES[entry.targetType] ? (
                        <Link to={TARGET_PAGES[entry.targetType]?.(entry.targetId) ?? ''}>{entry.targetId}</Link>
                      ) : (
                        <span className={table.muted}>{entry.targetId}</span>
                      )}
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
