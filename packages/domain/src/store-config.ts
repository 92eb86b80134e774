import * as v from 'valibot';

const whole = v.pipe(v.number(), v.safeInteger());

/** What the server tells the web app about the store it is running (brand and showroom). */
export const storeConfigSchema = v.object({
  storeName: v.string(),
  publicUrl: v.string(),
  taxRatePercent: v.number(),
  freight: v.object({ rateCents: whole, freeFromCents: whole }),
  showroom: v.object({
    address: v.string(),
    hours: v.array(v.string()),
    phone: v.string(),
    directionsUrl: v.string(),
  }),
  /** Whether cards are taken (Stripe Checkout configured); otherwise every order is paid at the showroom. */
  cardPayments: v.optional(v.boolean(), false),
});
export type StoreConfig = v.InferOutput<typeof storeConfigSchema>;

/** The first year of the copyright range in the footer (spec §9). */
export const COPYRIGHT_START_YEAR = 2024;
export const DEFAULT_STORE_NAME = 'RTA Cabinet Store';
