import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

/** A valid simple message; tests change one field at a time. */
export const siteMessage = {
  formType: 'contact',
  context: 'site_support',
  name: 'Ann Lee',
  email: 'ann.lee@example.com',
  subject: 'The policies link',
  message: 'The policies link in the footer does nothing on my phone.',
  details: { url: '/faq', browser: 'Test Browser 1.0' },
};

/** A valid application as the web form sends it. */
export const application = {
  companyName: 'Oak & Sons Remodeling',
  companyDescription: 'Kitchen and bath remodels across the county since 2012.',
  location: 'Springfield, IL',
  website: 'oakandsons.example',
  ownerName: 'Dana Oak',
  email: 'dana@oakandsons.example',
  phone: '2175550199',
  preferredContact: 'phone',
  yearsInBusiness: 12,
  annualRevenue: '500k-1m',
  projectsPerYear: 40,
};

export const tradeRequest = (overrides: Record<string, unknown> = {}) => ({
  formType: 'trade_pro_registration',
  context: 'trade_pro_registration',
  application: { ...application, ...overrides },
});

export const postContact = (app: FastifyInstance, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });

export interface ContactRow {
  id: string;
  user_id: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  context: string;
  priority: string;
  form_type: string;
  recipient_email: string;
  extra: Record<string, string>;
  mail_sent_at: Date | null;
}

export const contactRow = async (pool: pg.Pool, id: string): Promise<ContactRow | undefined> =>
  (await pool.query<ContactRow>('SELECT * FROM contact_messages WHERE id = $1', [id])).rows[0];

export const countRows = async (pool: pg.Pool, table: 'contact_messages' | 'trade_applications' | 'mail_outbox') =>
  (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? 0;
