import fp from 'fastify-plugin';
import { visibleRowsFor } from '../catalogue/visible-catalogue.ts';
import { cabinetPath } from '@rta/domain/catalogue/cabinet-paths';
import { PUBLIC_ROUTE_NAMES, ROBOTS_DISALLOWED, SITE_ROUTES } from '@rta/domain/common/site-routes';
import { escapeHtml } from '../lib/escape-html.ts';
import { absoluteUrl } from './page-heads.ts';

/**
 * What search engines read (issue 21; docs/decisions/0154-cabinet-pages.md). /sitemap.xml lists
 * every public page and every visible cabinet's page, as absolute URLs at PUBLIC_URL, from the
 * visible catalogue as it is now (catalogue/visible-catalogue.ts: a staff hide takes a cabinet out
 * at once). /robots.txt keeps crawlers out of the staff console, checkout and the pages of mailed
 * tokens, and names the sitemap. Served with or without a web build.
 */
export const crawlerRoutes = fp(async (app) => {
  const { publicUrl } = app.config;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    // A sitemap without the cabinets would drop their pages: none rather than that.
    const rows = await visibleRowsFor(app, request, reply, 'sitemap');
    if (!rows) return reply;
    const paths = [
      ...PUBLIC_ROUTE_NAMES.map((name) => SITE_ROUTES[name].canonical),
      ...rows.map((row) => cabinetPath(row)),
    ];
    const urls = paths.map((path) => `  <url><loc>${escapeHtml(absoluteUrl(publicUrl, path))}</loc></url>`);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
          ...urls,
          '</urlset>',
          '',
        ].join('\n'),
      );
  });

  const robots = [
    'User-agent: *',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
});
