import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@rta/domain/staff/applications-constants';
import { Alert } from '../../../ui/alert.tsx';
import { staffApplicationListQuery, type ApplicationFilters } from './api/staff-applications-api.ts';
import { ListPager } from '../list-pager.tsx';
import { ColumnHeads } from '../column-heads.tsx';
import styles from '../console-table.module.css';
import form from '../../../ui/form.module.css';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** Without a status in the address the list shows what waits for a decision. */
const filtersFrom = (params: URLSearchParams): ApplicationFilters => {
  const status = params.get('status') ?? 'pending';
  const page = Number(params.get('page') ?? '1');
  return {
    status:
      status === 'all' ? '' : Object.hasOwn(APPLICATION_STATUSES, status) ? (status as ApplicationStatus) : 'pending',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
};

/** The staff console's trade-pro applications (issue 9), pending first by default. */
export function StaffApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const list = useQuery(staffApplicationListQuery(filters));
  const show = (next: ApplicationFilters) =>
    setParams({ status: next.status || 'all', ...(next.page > 1 ? { page: String(next.page) } : {}) });

  return (
    <section aria-labelledby="staff-applications-heading">
      <h2 id="staff-applications-heading">Trade Pro Applications</h2>
      <div className={`${styles.filters} ${form.controls}`}>
        <label>
          Status
          <select
            value={filters.status || 'all'}
            onChange={(event) =>
              show({ status: event.target.value === 'all' ? '' : (event.target.value as ApplicationStatus), page: 1 })
            }
          >
            {Object.entries(APPLICATION_STATUSES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
            <option value="all">All applications</option>
          </select>
        </label>
      </div>
      {list.isError && <Alert>Applications could not be loaded: {list.error.message}</Alert>}
      {list.isPending && <p role="status">Loading applications…</p>}
      {list.data && (
        <>
          <p role="status" className={styles.muted}>
            {list.data.total === 1 ? '1 application' : `${list.data.total} applications`}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>Applications, newest first</caption>
              <ColumnHeads names={['Company', 'Owner', 'Location', 'Submitted', 'Status']} />
              <tbody>
                {list.data.applications.map((application) => (
                  <tr key={application.id}>
                    <td>
                      <Link to={`/staff/applications/${application.id}`}>{application.companyName}</Link>
                    </td>
                    <td>
                      {application.ownerName}
                      <br />
                      <span className={styles.muted}>{application.email}</span>
                    </td>
                    <td>{application.location}</td>
                    <td>{date.format(new Date(application.createdAt))}</td>
                    <td>
                      <span className={styles.status}>
                        {APPLICATION_STATUSES[application.status]}
                        {application.decidedTier && ` (${application.decidedTier})`}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.data.applications.length === 0 && <p>No applications here.</p>}
          <ListPager
            label="Application pages"
            page={filters.page}
            total={list.data.total}
            pageSize={list.data.pageSize}
            onPage={(page) => show({ ...filters, page })}
          />
        </>
      )}
    </section>
  );
}
