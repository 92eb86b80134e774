import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatCents } from '@rta/domain/pricing/money';
import { quotePath } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useCurrentUser } from '../../stores/session-store.ts';
import { Alert } from '../../ui/alert.tsx';
import page from '../../ui/page.module.css';
import { fetchQuotes, quotesQueryKey } from './api/quotes-api.ts';
import { utcDateText as dateText } from '../../lib/utc-date.ts';
import styles from './quote.module.css';

/** The page number in the address: a whole number from 1, else the first page. */
const pageOf = (text: string | null): number => {
  const page = Number(text ?? '1');
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};

/**
 * The shopper's quotes (issue 23, decision 0162): newest first, a page at a time (decision
 * 0151's page numbers), each with its date, how long it holds and its total.
 */
export function QuotesPage() {
  const user = useCurrentUser();
  const [search] = useSearchParams();
  const current = pageOf(search.get('page'));
  const list = useQuery({
    queryKey: quotesQueryKey(current),
    queryFn: () => fetchQuotes(current),
    enabled: !!user,
    placeholderData: keepPreviousData,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

  if (!user) {
    return (
      <div className={page.page}>
        <h1>Your Quotes</h1>
        <p>Log in to see your quotes.</p>
      </div>
    );
  }
  if (list.isPending) {
    return (
      <div className={page.page}>
        <h1>Your Quotes</h1>
        <p role="status">Loading your quotes…</p>
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className={page.page}>
        <h1>Your Quotes</h1>
        <Alert>Your quotes could not be loaded.</Alert>
      </div>
    );
  }
  const { quotes, total, pageSize } = list.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className={page.page}>
      <h1>Your Quotes</h1>
      {total === 0 ? (
        <p>You have no quotes yet. Make one from your binder or a project with ‘Make a Quote’.</p>
      ) : (
        <>
          <p className={styles.meta}>
            {total === 1 ? '1 quote' : `${total} quotes`}, newest first. A quote’s prices hold until it expires.
          </p>
          <div className={styles.room}>
            <table className={styles.lines}>
              <caption className="visually-hidden">Your quotes, page {current}</caption>
              <thead>
                <tr>
                  <th scope="col">Quote</th>
                  <th scope="col">Date</th>
                  <th scope="col">Valid until</th>
                  <th scope="col" className={styles.number}>
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {quotes.map((quote) => (
                  <tr key={quote.id}>
                    <th scope="row">
                      <Link to={quotePath(quote.id)}>{quote.number}</Link>
                    </th>
                    <td>{dateText(quote.quotedAt)}</td>
                    <td>{quote.expired ? `Expired ${dateText(quote.validUntil)}` : dateText(quote.validUntil)}</td>
                    <td className={styles.number}>{formatCents(quote.totals.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label="Quote pages">
          {current > 1 ? <Link to={`?page=${current - 1}`}>Newer quotes</Link> : null}
          <span>
            Page {Math.min(current, pages)} of {pages}
          </span>
          {current < pages ? <Link to={`?page=${current + 1}`}>Older quotes</Link> : null}
        </nav>
      )}
    </div>
  );
}
