/**
 * What checkout says of each line when ordering from a quote that still holds (decision 0162):
 * apart from the quote rules (QUOTE_MESSAGES), so that checkout's first load carries these two
 * strings only.
 */
export const QUOTE_LINE_NOTES = {
  quoted: 'Quoted price',
  notQuoted: 'Not in the quote: today’s price',
} as const;
