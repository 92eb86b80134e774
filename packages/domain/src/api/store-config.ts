/**
 * What the server tells the web app about the store it is running (brand and showroom): the
 * server writes it into index.html from its validated configuration (config.ts,
 * web/store-config-block.ts) and the first paint reads its outline (apps/web lib/store-config.ts).
 * A type, not a schema: nothing checks it as a whole, and a schema in this module, which every
 * page's first load imports, would put valibot on that load (+3.1 KB gzipped, /reset-password at
 * 121.0 KB, over the budget: measured, docs/decisions/0145).
 */
export interface StoreConfig {
  storeName: string;
  publicUrl: string;
  taxRatePercent: number;
  freight: { rateCents: number; freeFromCents: number };
  showroom: { address: string; hours: string[]; phone: string; directionsUrl: string };
  /** Whether cards are taken (Stripe Checkout configured); otherwise every order is paid at the showroom. */
  cardPayments: boolean;
}

/** The first year of the copyright range in the footer (spec §9). */
export const COPYRIGHT_START_YEAR = 2024;
export const DEFAULT_STORE_NAME = 'RTA Cabinet Store';
