import { z } from 'zod';

/** What the server tells the web app about the store it is running (brand and showroom). */
export const storeConfigSchema = z.object({
  storeName: z.string(),
  publicUrl: z.string(),
  taxRatePercent: z.number(),
  freight: z.object({ rateCents: z.number().int(), freeFromCents: z.number().int() }),
  showroom: z.object({
    address: z.string(),
    hours: z.array(z.string()),
    phone: z.string(),
    directionsUrl: z.string(),
  }),
  /** Whether cards are taken (Stripe Checkout configured); otherwise every order is paid at the showroom. */
  cardPayments: z.boolean().default(false),
});
export type StoreConfig = z.infer<typeof storeConfigSchema>;

/** The first year of the copyright range in the footer (spec §9). */
export const COPYRIGHT_START_YEAR = 2024;
export const DEFAULT_STORE_NAME = 'RTA Cabinet Store';
