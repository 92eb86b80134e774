import { Link } from 'react-router';
import type { CheckoutQuote } from '@rta/domain/api/orders';
import { QUOTE_MESSAGES } from '@rta/domain/quotes/rules';
import { quotePath } from '../../config/paths.ts';
import { utcDateText as dateText } from '../../lib/utc-date.ts';
import styles from './checkout-page.module.css';

interface QuoteHeldNoticeProps {
  held: NonNullable<CheckoutQuote['fromQuote']>;
  /** How many lines checkout shows. */
  lines: number;
}

/**
 * Checkout from a quote (decision 0162): which quote holds the prices and until when, or that
 * it has expired and today's prices apply; and how many lines, added since, it does not price.
 */
export function QuoteHeldNotice({ held, lines }: QuoteHeldNoticeProps) {
  const notQuoted = lines - held.quotedItemIds.length;
  return (
    <div className={styles.held} role="note" aria-label="Quote">
      <p>
        {held.expired
          ? QUOTE_MESSAGES.expiredAt(held.number, dateText(held.validUntil))
          : QUOTE_MESSAGES.heldUntil(held.number, dateText(held.validUntil))}{' '}
        <Link to={quotePath(held.quoteId)}>See the quote</Link>
      </p>
      {!held.expired && notQuoted > 0 && <p>{QUOTE_MESSAGES.notQuotedLines(notQuoted)}</p>}
    </div>
  );
}
