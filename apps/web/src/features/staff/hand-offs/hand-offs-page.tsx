import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { HAND_OFF_MESSAGES as M, HAND_OFF_STATES, type HandOffState } from '@rta/domain/staff/hand-offs-constants';
import { Alert } from '../../../ui/alert.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import {
  createHandOff,
  staffHandOffListQuery,
  storeHandOffDetail,
  type HandOffFilters,
} from './api/staff-hand-offs-api.ts';
import { ListPager } from '../list-pager.tsx';
import { ColumnHeads } from '../column-heads.tsx';
import { useStaffChange } from '../use-staff-change.ts';
import styles from '../console-table.module.css';
import form from '../../../ui/form.module.css';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const filtersFrom = (params: URLSearchParams): HandOffFilters => {
  const state = params.get('state') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    state: Object.hasOwn(HAND_OFF_STATES, state) ? (state as HandOffState) : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
};

/** A new, empty draft for a customer's address; it opens at once to be filled from the designer's binder. */
function CreateHandOff() {
  const id = useId();
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const { failure, run } = useStaffChange('The hand-off was not created');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    void run(async () => {
      const made = await createHandOff(email, name);
      storeHandOffDetail(client, made);
      return { message: M.created, goTo: `/staff/hand-offs/${made.id}` };
    }).finally(() => setBusy(false));
  };
  return (
    <form className={`${styles.panel} ${form.form}`} noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>New hand-off</h3>
      <div className={form.field}>
        <label htmlFor={`${id}-email`} className={form.label}>
          Customer&apos;s e-mail
        </label>
        <input
          id={`${id}-email`}
          className={form.input}
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className={form.field}>
        <label htmlFor={`${id}-name`} className={form.label}>
          Project name
        </label>
        <input
          id={`${id}-name`}
          className={form.input}
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      {failure && <Alert>{failure}</Alert>}
      <div className={form.actions}>
        <SubmitButton busy={busy} busyLabel="Creating…">
          Create Hand-off
        </SubmitButton>
      </div>
    </form>
  );
}

/** The designer's hand-offs (issue 23, decision 0163): every one with its state, newest first. */
export function StaffHandOffsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const list = useQuery(staffHandOffListQuery(filters));
  const show = (next: HandOffFilters) =>
    setParams({ ...(next.state ? { state: next.state } : {}), ...(next.page > 1 ? { page: String(next.page) } : {}) });

  return (
    <section aria-labelledby="staff-hand-offs-heading">
      <h2 id="staff-hand-offs-heading">Hand-offs</h2>
      <p className={styles.muted}>
        Fill your binder in the store and the room planner as a shopper would, then create a hand-off for the customer
        and use your binder&apos;s contents.
      </p>
      <CreateHandOff />
      <div className={`${styles.filters} ${form.controls}`}>
        <label>
          State
          <select
            value={filters.state || 'all'}
            onChange={(event) =>
              show({ state: event.target.value === 'all' ? '' : (event.target.value as HandOffState), page: 1 })
            }
          >
            <option value="all">All hand-offs</option>
            {Object.entries(HAND_OFF_STATES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isError && <Alert>Hand-offs could not be loaded: {list.error.message}</Alert>}
      {list.isPending && <p role="status">Loading hand-offs…</p>}
      {list.data && (
        <>
          <p role="status" className={styles.muted}>
            {list.data.total === 1 ? '1 hand-off' : `${list.data.total} hand-offs`}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>Hand-offs, newest first</caption>
              <ColumnHeads names={['Project', 'Customer', 'Items', 'Designer', 'Created', 'State']} />
              <tbody>
                {list.data.handOffs.map((handOff) => (
                  <tr key={handOff.id}>
                    <td>
                      <Link to={`/staff/hand-offs/${handOff.id}`}>{handOff.name}</Link>
                    </td>
                    <td>{handOff.email}</td>
                    <td>{handOff.itemCount}</td>
                    <td>{handOff.createdByEmail}</td>
                    <td>{date.format(new Date(handOff.createdAt))}</td>
                    <td>
                      <span className={styles.status}>{HAND_OFF_STATES[handOff.state]}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.data.handOffs.length === 0 && <p>No hand-offs here.</p>}
          <ListPager
            label="Hand-off pages"
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
