import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_STORE_NAME } from '@rta/domain/store-config';
import { AUTH_RATE_MAX } from '@rta/domain/auth-constants';
import { SUPPORT_CONTEXT_IDS, type SupportContextId } from '@rta/domain/support-contexts';
import { ORDER_TOTAL_MAX_CENTS } from '@rta/domain/checkout-rules';
import { INTEGER_COLUMN_MAX } from './db/schema.ts';

/** Every setting the server reads, validated in one place (README and .env.example list them). */
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .pipe(z.url().optional());

/** A setting that may be left empty, as .env.example leaves it: empty is unset. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('RTA Cabinet Store <orders@localhost>'),
  PUBLIC_URL: z.url().optional(),
  STORE_NAME: z.string().trim().min(1).max(80).default(DEFAULT_STORE_NAME),
  TAX_RATE: z.coerce.number().min(0).max(30).default(7),
  FREIGHT_RATE: z.coerce.number().min(0).max(100_000).default(149),
  FREE_FREIGHT_FROM: z.coerce.number().min(0).max(10_000_000).default(2500),
  // Whole cents of an order's amounts are kept in integer columns: the cap must fit them.
  ORDER_TOTAL_MAX: z.coerce
    .number()
    .min(0.01, 'must be at least 0.01 (dollars)')
    .max(INTEGER_COLUMN_MAX / 100, `must be at most ${INTEGER_COLUMN_MAX / 100} (dollars): an order's amounts are stored as whole cents in integer columns`)
    .default(ORDER_TOTAL_MAX_CENTS / 100),
  SHOWROOM_ADDRESS: z.string().default('1200 Cabinet Row, Suite 100, Springfield, IL 62701'),
  SHOWROOM_HOURS: z.string().default('Mon–Fri 9:00 am – 6:00 pm; Sat 10:00 am – 4:00 pm; Sun closed'),
  SHOWROOM_PHONE: z.string().default('(217) 555-0142'),
  SHOWROOM_DIRECTIONS_URL: optionalUrl,
  WEB_DIST_DIR: optionalText,
  TRUST_PROXY: z.string().trim().default('loopback,linklocal,uniquelocal'),
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(1000),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(AUTH_RATE_MAX),
  SUPPORT_EMAIL: z.string().trim().regex(/^[^\s@<>,;]+@[^\s@<>,;]+$/, 'must be one e-mail address').default('support@localhost'),
  RATE_LIMIT_CONTACT_MAX: z.coerce.number().int().min(1).default(10),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: optionalUrl,
});

/** The names of the settings above (README and .env.example must list each). */
export const SETTING_NAMES = Object.keys(envSchema.shape);

/** SUPPORT_EMAIL_<CONTEXT> (e.g. SUPPORT_EMAIL_ORDER_SUPPORT) sends one support context to its own mailbox. */
export const supportEmailSetting = (context: SupportContextId): string => `SUPPORT_EMAIL_${context.toUpperCase()}`;
const optionalMailbox = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .pipe(z.string().regex(/^[^\s@<>,;]+@[^\s@<>,;]+$/, 'must be one e-mail address').optional());
const supportRecipientsSchema = z
  .object(Object.fromEntries(SUPPORT_CONTEXT_IDS.map((context) => [supportEmailSetting(context), optionalMailbox])))
  .transform((values) => {
    const byContext: Partial<Record<SupportContextId, string>> = {};
    for (const context of SUPPORT_CONTEXT_IDS) {
      const mailbox = values[supportEmailSetting(context)];
      if (mailbox) byContext[context] = mailbox;
    }
    return byContext;
  });

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  storeName: string;
  /** Sales tax as a percentage, e.g. 7 for 7%. */
  taxRatePercent: number;
  /** Delivery freight and the subtotal from which it is free, in cents. */
  freight: { rateCents: number; freeFromCents: number };
  /** The most one order may total, in cents: a larger one is refused before anything is written. */
  orderTotalMaxCents: number;
  showroom: { address: string; hours: string[]; phone: string; directionsUrl: string };
  webDistDir: string;
  /** Which peers may set X-Forwarded-For (Fastify trustProxy): true, false or addresses/subnets. */
  trustProxy: boolean | string;
  rateLimit: {
    /** Requests per minute per client on every /api route; 0 turns this general limit off. */
    maxPerMinute: number;
    /** Requests per 15 minutes per client on each auth route (spec §9: 100). */
    authMaxPer15Minutes: number;
  };
  /** Support messages: the store's mailbox, per-context mailboxes, and submissions per hour per client. */
  support: { email: string; byContext: Partial<Record<SupportContextId, string>>; maxPerHour: number };
  /** Stripe Checkout for card payments; undefined (pay at showroom pickup only) unless both keys are set. */
  stripe: StripeConfig | undefined;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another address for the Stripe API (a local stand-in in tests); undefined means api.stripe.com. */
  api: { protocol: 'http' | 'https'; host: string; port: number } | undefined;
}

/** Both Stripe keys or neither: one alone is a mistake worth refusing to start over. */
const stripeConfig = (secretKey: string | undefined, webhookSecret: string | undefined, apiBase: string | undefined): StripeConfig | undefined => {
  if (!secretKey || !webhookSecret) return undefined;
  let api: StripeConfig['api'];
  if (apiBase) {
    const url = new URL(apiBase);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    api = { protocol, host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443 };
  }
  return { secretKey, webhookSecret, api };
};

export class ConfigError extends Error {}

const STRIPE_PAIR_PROBLEM = 'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both to take cards through Stripe Checkout, or neither';
const STRIPE_TOTAL_PROBLEM = `ORDER_TOTAL_MAX: must be at most ${ORDER_TOTAL_MAX_CENTS / 100} (dollars) while card payments are on (STRIPE_SECRET_KEY): Stripe takes no more in one card payment`;
const isSet = (value: string | undefined): boolean => (value ?? '').trim() !== '';
const stripePaired = (env: NodeJS.ProcessEnv): boolean => isSet(env.STRIPE_SECRET_KEY) === isSet(env.STRIPE_WEBHOOK_SECRET);

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const parsed = envSchema.safeParse(env);
  const support = supportRecipientsSchema.safeParse(env);
  if (!parsed.success || !support.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(support.error?.issues ?? [])];
    const problems = issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    if (!stripePaired(env)) problems.push(STRIPE_PAIR_PROBLEM);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (!stripePaired(env)) throw new ConfigError(`Invalid configuration:\n  ${STRIPE_PAIR_PROBLEM}`);
  const orderTotalMaxCents = Math.round(e.ORDER_TOTAL_MAX * 100);
  if (isSet(e.STRIPE_SECRET_KEY) && orderTotalMaxCents > ORDER_TOTAL_MAX_CENTS) throw new ConfigError(`Invalid configuration:\n  ${STRIPE_TOTAL_PROBLEM}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    storeName: e.STORE_NAME,
    taxRatePercent: e.TAX_RATE,
    freight: { rateCents: Math.round(e.FREIGHT_RATE * 100), freeFromCents: Math.round(e.FREE_FREIGHT_FROM * 100) },
    orderTotalMaxCents,
    showroom: {
      address: e.SHOWROOM_ADDRESS,
      hours: e.SHOWROOM_HOURS.split(';').map((line) => line.trim()).filter(Boolean),
      phone: e.SHOWROOM_PHONE,
      directionsUrl:
        e.SHOWROOM_DIRECTIONS_URL ??
        `https://www.openstreetmap.org/search?query=${encodeURIComponent(e.SHOWROOM_ADDRESS)}`,
    },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' || e.TRUST_PROXY === '' ? false : e.TRUST_PROXY,
    rateLimit: { maxPerMinute: e.RATE_LIMIT_MAX, authMaxPer15Minutes: e.RATE_LIMIT_AUTH_MAX },
    support: { email: e.SUPPORT_EMAIL, byContext: support.data, maxPerHour: e.RATE_LIMIT_CONTACT_MAX },
    stripe: stripeConfig(e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET, e.STRIPE_API_BASE),
  };
};
