import * as v from 'valibot';
import { settledNumber } from '@rta/domain/common/fields';
import type { RoutesPlugin } from '../plugins/validation.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import type { OutboxRow } from './mailer.ts';

const LINK = /https?:\/\/[^\s<>"']+/g;

const mailJson = (row: OutboxRow) => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  error: row.error,
  links: row.text.match(LINK) ?? [],
  // A quote's PDF (issue 23), base64 as stored, so a browser test can open what the mail carries.
  attachments: row.attachments ?? [],
});

const status = (row: OutboxRow): string =>
  row.sentAt ? 'sent' : row.error ? `not sent: ${row.error}` : 'in the outbox';

const page = (rows: OutboxRow[]): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox (development)</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}
pre{white-space:pre-wrap}small{color:#555}</style></head><body>
<h1>Outbox</h1><p>Mail the store wrote, newest first. This page exists only outside production.</p>
${rows.length === 0 ? '<p>No mail yet.</p>' : ''}
${rows
  .map(
    (row) => `<article><h2>${escapeHtml(row.subject)}</h2>
<small>To ${escapeHtml(row.to)} · ${escapeHtml(row.createdAt.toISOString())} · ${escapeHtml(status(row))}</small>
<pre>${escapeHtml(row.text).replace(LINK, (url) => `<a href="${url}">${url}</a>`)}</pre></article>`,
  )
  .join('\n')}
</body></html>`;

/**
 * GET /dev/mail: the outbox as a page (or JSON with ?format=json), so a developer without
 * SMTP can follow verification and reset links. Never registered in production, where the
 * links are secrets.
 */
export const devMailRoutes: RoutesPlugin = async (app) => {
  if (app.config.env === 'production') return;

  app.get(
    '/dev/mail',
    {
      schema: {
        hide: true,
        querystring: v.object({
          to: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254))),
          limit: v.optional(
            v.pipe(
              v.string(),
              v.transform(Number),
              v.number(),
              v.integer(),
              settledNumber,
              v.minValue(1),
              v.maxValue(200),
            ),
            '50',
          ),
          format: v.optional(v.picklist(['html', 'json']), 'html'),
        }),
      },
    },
    async (request, reply) => {
      const rows = await app.mailer.list(request.query.limit, request.query.to || undefined);
      reply.header('cache-control', 'no-store');
      if (request.query.format === 'json') return { data: rows.map(mailJson) };
      return reply.type('text/html; charset=utf-8').send(page(rows));
    },
  );
};
