import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { ClientCopy, Quote } from '@rta/domain/api/quotes';
import { formatCents } from '@rta/domain/pricing/money';
import { ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { useTier } from '../../lib/use-tier.ts';
import { useCurrentUser } from '../../stores/session-store.ts';
import { Alert } from '../../ui/alert.tsx';
import button from '../../ui/button.module.css';
import page from '../../ui/page.module.css';
import { emailQuote, fetchClientCopy, fetchQuote, fetchQuotePdf, quoteQueryKey, saveFile } from './api/quotes-api.ts';
import { OrderFromQuote } from './order-from-quote.tsx';
import { utcDateText as dateText } from '../../lib/utc-date.ts';
import { paths } from '../../config/paths.ts';
import styles from './quote.module.css';

type Line = Quote['lines'][number] | ClientCopy['lines'][number];

const colourText = (line: Line): string =>
  line.colorName ? `${line.colorName}${line.colorCode ? ` (${line.colorCode})` : ''}` : 'Unfinished';

const description = (line: Line): string =>
  [line.type, line.variation, line.measurement, line.hasGlassDoor ? 'glass door' : ''].filter(Boolean).join(', ');

/** The lines by room (label), in the order the quote lists them; loose items are the 'Binder'. */
const rooms = (lines: readonly Line[]): { key: string; name: string; lines: Line[] }[] => {
  const byRoom = new Map<string, { key: string; name: string; lines: Line[] }>();
  for (const line of lines) {
    const key = line.labelId ?? '';
    const room = byRoom.get(key) ?? { key, name: line.labelName ?? 'Binder', lines: [] };
    room.lines.push(line);
    byRoom.set(key, room);
  }
  return [...byRoom.values()];
};

/** A failure's message: the server's for a refusal (a 429's included), else a plain one. */
const failureText = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status < 500 ? error.message : fallback;

function Lines({ lines, captionOf }: { lines: readonly Line[]; captionOf: (room: string) => string }) {
  return rooms(lines).map((room) => (
    <section key={room.key} className={styles.room} aria-label={room.name}>
      <h2>{room.name}</h2>
      <table className={styles.lines}>
        <caption className="visually-hidden">{captionOf(room.name)}</caption>
        <thead>
          <tr>
            <th scope="col">SKU</th>
            <th scope="col">Description</th>
            <th scope="col">Door style</th>
            <th scope="col">Colour</th>
            <th scope="col" className={styles.number}>
              Qty
            </th>
            <th scope="col" className={styles.number}>
              Unit price
            </th>
            <th scope="col" className={styles.number}>
              Fees
            </th>
            <th scope="col" className={styles.number}>
              Line total
            </th>
          </tr>
        </thead>
        <tbody>
          {room.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row">{line.name}</th>
              <td>{description(line)}</td>
              <td>{line.group}</td>
              <td>{colourText(line)}</td>
              <td className={styles.number}>{line.quantity}</td>
              <td className={styles.number}>{formatCents(line.unitPrice)}</td>
              <td className={styles.number}>{formatCents(line.fees)}</td>
              <td className={styles.number}>{formatCents(line.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  ));
}

function Totals({ totals }: { totals: Quote['totals'] }) {
  return (
    <dl className={styles.totals}>
      <dt>Subtotal</dt>
      <dd>{formatCents(totals.subtotal)}</dd>
      <dt>Freight estimate</dt>
      <dd>{formatCents(totals.freight)}</dd>
      <dt>Tax</dt>
      <dd>{formatCents(totals.tax)}</dd>
      <dt className={styles.grand}>Total</dt>
      <dd className={styles.grand}>{formatCents(totals.total)}</dd>
    </dl>
  );
}

function useDownload(quote: Quote) {
  const [busy, setBusy] = useState(false);
  const download = async (markupPercent?: string) => {
    setBusy(true);
    try {
      const blob = await fetchQuotePdf(quote.id, markupPercent);
      saveFile(blob, `${quote.number}${markupPercent === undefined ? '' : '-client'}.pdf`);
    } catch (error) {
      notify.error(failureText(error, 'The PDF could not be made. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}

function QuoteActions({ quote }: { quote: Quote }) {
  const pdf = useDownload(quote);
  const [sending, setSending] = useState(false);
  const email = async () => {
    setSending(true);
    try {
      notify.success(await emailQuote(quote.id));
    } catch (error) {
      notify.error(failureText(error, 'The quote could not be sent. Please try again.'));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className={styles.actions}>
      <OrderFromQuote quote={quote} />
      <button type="button" className={button.secondary} disabled={pdf.busy} onClick={() => void pdf.download()}>
        Download PDF
      </button>
      <button type="button" className={button.secondary} disabled={sending} onClick={() => void email()}>
        Email me this quote
      </button>
    </div>
  );
}

/** A contractor's client copy (decision 0162): their markup on every price, their company, no discount. */
function ClientCopySection({ quote }: { quote: Quote }) {
  const fieldId = useId();
  const errorId = useId();
  const [markup, setMarkup] = useState('0');
  const [copy, setCopy] = useState<ClientCopy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pdf = useDownload(quote);

  const show = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setCopy(await fetchClientCopy(quote.id, markup.trim()));
    } catch (failure) {
      setCopy(null);
      setError(failureText(failure, 'The client copy could not be made. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.clientCopy} aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`}>Client copy</h2>
      <p className={styles.meta}>Your markup on every price, under your company's name. Your discount is not shown.</p>
      <form className={styles.markup} onSubmit={(event) => void show(event)} noValidate>
        <div>
          <label htmlFor={fieldId}>Markup (%)</label>
          <br />
          <input
            id={fieldId}
            inputMode="decimal"
            value={markup}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setMarkup(event.target.value)}
          />
        </div>
        <button type="submit" className={button.secondary} disabled={busy}>
          Show client copy
        </button>
      </form>
      {error && (
        <p id={errorId} role="alert">
          {error}
        </p>
      )}
      {copy && (
        <div>
          <p>
            <strong>{copy.companyName}</strong> · markup {copy.markupPercent}%
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={button.primary}
              disabled={pdf.busy}
              onClick={() => void pdf.download(String(copy.markupPercent))}
            >
              Download client copy PDF
            </button>
          </div>
          <Lines lines={copy.lines} captionOf={(room) => `Client copy: items in ${room}`} />
          <Totals totals={copy.totals} />
        </div>
      )}
    </section>
  );
}

function QuoteView({ quote }: { quote: Quote }) {
  const tier = useTier();
  return (
    <div className={page.page}>
      <h1>Quote {quote.number}</h1>
      <dl className={styles.facts}>
        <dt>Date</dt>
        <dd>{dateText(quote.quotedAt)}</dd>
        <dt>Valid until</dt>
        <dd>
          {dateText(quote.validUntil)}
          {quote.expired ? ' (expired: today’s prices apply)' : ''}
        </dd>
        <dt>Prepared for</dt>
        <dd>{quote.customerName}</dd>
      </dl>
      <QuoteActions quote={quote} />
      <Lines lines={quote.lines} captionOf={(room) => `Items in ${room}`} />
      <Totals totals={quote.totals} />
      <p className={styles.meta}>
        Prices hold until the quote expires; if a price drops before then, you pay the lower price.
      </p>
      {tier && <ClientCopySection quote={quote} />}
      <p>
        <Link to={paths.quotes}>All your quotes</Link>
      </p>
    </div>
  );
}

/** A shopper's quote (issue 23, decision 0162): its lines and totals, its PDF, and a copy by mail. */
export function QuotePage() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const quote = useQuery({
    queryKey: quoteQueryKey(id),
    queryFn: () => fetchQuote(id),
    enabled: !!user,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

  if (!user) {
    return (
      <div className={page.page}>
        <h1>Quote</h1>
        <p>Log in to see your quotes.</p>
      </div>
    );
  }
  if (quote.isPending) {
    return (
      <div className={page.page}>
        <h1>Quote</h1>
        <p role="status">Loading the quote…</p>
      </div>
    );
  }
  if (quote.isError) {
    // A quote of another account, or none: the server's 'Quote not found'.
    const notFound = quote.error instanceof ApiError && quote.error.status === 404;
    return (
      <div className={page.page}>
        <h1>Quote</h1>
        <Alert>{notFound ? quote.error.message : 'The quote could not be loaded.'}</Alert>
        <p>
          <Link to="/store">Go to the store</Link>
        </p>
      </div>
    );
  }
  return <QuoteView quote={quote.data} />;
}
