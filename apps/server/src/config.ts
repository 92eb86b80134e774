import path from 'node:path';
import * as v from 'valibot';
import { DEFAULT_STORE_NAME } from '@rta/domain/api/store-config';
import { AUTH_RATE_MAX } from '@rta/domain/accounts/constants';
import { SUPPORT_CONTEXT_IDS, type SupportContextId } from '@rta/domain/support/contexts';
import { ORDER_TOTAL_MAX_CENTS } from '@rta/domain/checkout/rules';
import { QUOTE_VALID_DAYS_DEFAULT, QUOTE_VALID_DAYS_MAX } from '@rta/domain/quotes/rules';
import { INTEGER_COLUMN_MAX } from './db/schema.ts';

/** A setting that may be left empty, as .env.example leaves it: empty is unset. */
const optionalText = v.pipe(
  v.optional(v.string()),
  v.transform((value) => value?.trim() || undefined),
);

/**
 * An address, trimmed; the URL parser drops tabs and line breaks inside one, and so does the
 * value kept, so that what is used is what was checked. The message does not repeat the value:
 * an address may hold a password (DATABASE_URL, SMTP_URL).
 */
const url = v.pipe(
  v.string(),
  v.trim(),
  v.url('Invalid URL'),
  v.transform((value) => value.replace(/[\t\n\r]/g, '')),
);
const optionalUrl = v.pipe(optionalText, v.optional(url));

/** A number setting (a setting is text), finite, as `schema` checks it; `fallback` when unset. */
const numberSetting = <TSchema extends v.GenericSchema<number>>(fallback: number, schema: TSchema) =>
  v.optional(v.pipe(v.string(), v.transform(Number), v.pipe(v.number(), v.finite()), schema), String(fallback));

const ONE_MAILBOX = /^[^\s@<>,;]+@[^\s@<>,;]+$/;

/** Every setting the server reads, validated in one place (README and .env.example list them). */
const envSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'production'),
  PORT: numberSetting(3000, v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(65535))),
  HOST: v.optional(v.string(), '0.0.0.0'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: v.optional(v.string(), 'RTA Cabinet Store <orders@localhost>'),
  PUBLIC_URL: v.optional(url),
  STORE_NAME: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)), DEFAULT_STORE_NAME),
  TAX_RATE: numberSetting(7, v.pipe(v.number(), v.minValue(0), v.maxValue(30))),
  FREIGHT_RATE: numberSetting(149, v.pipe(v.number(), v.minValue(0), v.maxValue(100_000))),
  FREE_FREIGHT_FROM: numberSetting(2500, v.pipe(v.number(), v.minValue(0), v.maxValue(10_000_000))),
  // Whole cents of an order's amounts are kept in integer columns: the cap must fit them.
  ORDER_TOTAL_MAX: numberSetting(
    ORDER_TOTAL_MAX_CENTS / 100,
    v.pipe(
      v.number(),
      v.minValue(0.01, 'must be at least 0.01 (dollars)'),
      v.maxValue(
        INTEGER_COLUMN_MAX / 100,
        `must be at most ${INTEGER_COLUMN_MAX / 100} (dollars): an order's amounts are stored as whole cents in integer columns`,
      ),
    ),
  ),
  QUOTE_VALID_DAYS: numberSetting(
    QUOTE_VALID_DAYS_DEFAULT,
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(QUOTE_VALID_DAYS_MAX)),
  ),
  SHOWROOM_ADDRESS: v.optional(v.string(), '1200 Cabinet Row, Suite 100, Springfield, IL 62701'),
  SHOWROOM_HOURS: v.optional(v.string(), 'Mon–Fri 9:00 am – 6:00 pm; Sat 10:00 am – 4:00 pm; Sun closed'),
  SHOWROOM_PHONE: v.optional(v.string(), '(217) 555-0142'),
  SHOWROOM_DIRECTIONS_URL: optionalUrl,
  WEB_DIST_DIR: optionalText,
  WEB_SERVER_ENTRY: optionalText,
  TRUST_PROXY: v.optional(v.pipe(v.string(), v.trim()), 'loopback,linklocal,uniquelocal'),
  RATE_LIMIT_MAX: numberSetting(1000, v.pipe(v.number(), v.integer(), v.minValue(0))),
  RATE_LIMIT_AUTH_MAX: numberSetting(AUTH_RATE_MAX, v.pipe(v.number(), v.integer(), v.minValue(1))),
  SUPPORT_EMAIL: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(ONE_MAILBOX, 'must be one e-mail address')),
    'support@localhost',
  ),
  RATE_LIMIT_CONTACT_MAX: numberSetting(10, v.pipe(v.number(), v.integer(), v.minValue(1))),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: optionalUrl,
});

/** The names of the settings above (README and .env.example must list each). */
export const SETTING_NAMES = Object.keys(envSchema.entries);

/** SUPPORT_EMAIL_<CONTEXT> (e.g. SUPPORT_EMAIL_ORDER_SUPPORT) sends one support context to its own mailbox. */
export const supportEmailSetting = (context: SupportContextId): string => `SUPPORT_EMAIL_${context.toUpperCase()}`;
const optionalMailbox = v.pipe(
  optionalText,
  v.optional(v.pipe(v.string(), v.regex(ONE_MAILBOX, 'must be one e-mail address'))),
);
const supportRecipientsSchema = v.pipe(
  v.object(Object.fromEntries(SUPPORT_CONTEXT_IDS.map((context) => [supportEmailSetting(context), optionalMailbox]))),
  v.transform((values) => {
    const byContext: Partial<Record<SupportContextId, string>> = {};
    for (const context of SUPPORT_CONTEXT_IDS) {
      const mailbox = values[supportEmailSetting(context)];
      if (mailbox) byContext[context] = mailbox;
    }
    return byContext;
  }),
);

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
  /** How many days a quote holds its prices (issue 23, decision 0162). */
  quoteValidDays: number;
  showroom: { address: string; hours: string[]; phone: string; directionsUrl: string };
  webDistDir: string;
  /** The web app's server build (apps/web/dist-server): what renders the public pages; without it they are client-rendered. */
  webServerEntry: string;
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
const stripeConfig = (
  secretKey: string | undefined,
  webhookSecret: string | undefined,
  apiBase: string | undefined,
): StripeConfig | undefined => {
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

const STRIPE_PAIR_PROBLEM =
  'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both to take cards through Stripe Checkout, or neither';
const STRIPE_TOTAL_PROBLEM = `ORDER_TOTAL_MAX: must be at most ${ORDER_TOTAL_MAX_CENTS / 100} (dollars) while card payments are on (STRIPE_SECRET_KEY): Stripe takes no more in one card payment`;
const isSet = (value: string | undefined): boolean => (value ?? '').trim() !== '';
const stripePaired = (env: NodeJS.ProcessEnv): boolean =>
  isSet(env.STRIPE_SECRET_KEY) === isSet(env.STRIPE_WEBHOOK_SECRET);

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const parsed = v.safeParse(envSchema, env);
  const support = v.safeParse(supportRecipientsSchema, env);
  if (!parsed.success || !support.success) {
    const issues = [...(parsed.issues ?? []), ...(support.issues ?? [])];
    const problems = issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`);
    if (!stripePaired(env)) problems.push(STRIPE_PAIR_PROBLEM);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.output;
  if (!stripePaired(env)) throw new ConfigError(`Invalid configuration:\n  ${STRIPE_PAIR_PROBLEM}`);
  const orderTotalMaxCents = Math.round(e.ORDER_TOTAL_MAX * 100);
  const webDistDir = path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist'));
  if (isSet(e.STRIPE_SECRET_KEY) && orderTotalMaxCents > ORDER_TOTAL_MAX_CENTS)
    throw new ConfigError(`Invalid configuration:\n  ${STRIPE_TOTAL_PROBLEM}`);
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
    quoteValidDays: e.QUOTE_VALID_DAYS,
    showroom: {
      address: e.SHOWROOM_ADDRESS,
      hours: e.SHOWROOM_HOURS.split(';')
        .map((line) => line.trim())
        .filter(Boolean),
      phone: e.SHOWROOM_PHONE,
      directionsUrl:
        e.SHOWROOM_DIRECTIONS_URL ??
        `https://www.openstreetmap.org/search?query=${encodeURIComponent(e.SHOWROOM_ADDRESS)}`,
    },
    webDistDir,
    webServerEntry: path.resolve(e.WEB_SERVER_ENTRY ?? path.join(webDistDir, '../dist-server/entry-server.js')),
    trustProxy:
      e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' || e.TRUST_PROXY === '' ? false : e.TRUST_PROXY,
    rateLimit: { maxPerMinute: e.RATE_LIMIT_MAX, authMaxPer15Minutes: e.RATE_LIMIT_AUTH_MAX },
    support: { email: e.SUPPORT_EMAIL, byContext: support.output, maxPerHour: e.RATE_LIMIT_CONTACT_MAX },
    stripe: stripeConfig(e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET, e.STRIPE_API_BASE),
  };
};
