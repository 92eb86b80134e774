/** A date as the shopper reads it, in UTC (decision 0162: a quote's dates print in UTC). */
export const utcDateText = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
