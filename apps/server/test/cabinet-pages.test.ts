import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { cabinetPageResponseSchema } from '@rta/domain/api/cabinet-page';
import * as v from 'valibot';
import type { CatalogueChangeReason } from '../src/catalogue/catalogue-changes.ts';
import { startTwoInstances, type TwoInstances } from './two-instances.ts';
import { accountWithRoles } from './staff-helpers.ts';
import { webDist } from './web-dist.ts';

/** A built app stand-in: the cabinet pages' status comes from the server, not the page. */
const dist = webDist({
  'index.html':
    '<!doctype html><html><head><title>x</title><!--store-config--></head><body><div id="root"></div></body></html>',
});

const ORIGIN = 'https://cabinets.example.com';
const env = { RATE_LIMIT_AUTH_MAX: '10000', RATE_LIMIT_MAX: '0', WEB_DIST_DIR: dist, PUBLIC_URL: ORIGIN };

/** Two instances of the store on one database, as behind a load balancer. */
let instances: TwoInstances;
let poolA: pg.Pool;
let a: FastifyInstance;
let b: FastifyInstance;
let staff: Awaited<ReturnType<typeof accountWithRoles>>;

beforeAll(async () => {
  instances = await startTwoInstances(env);
  ({ poolA, a, b } = instances);
  staff = await accountWithRoles(a, poolA, ['Store Admin']);
});

afterAll(() => instances.close());

const cabinetId = async (name: string, group: string): Promise<number> => {
  const { rows } = await poolA.query<{ id: number }>('SELECT id FROM cabinets WHERE group_name = $1 AND name = $2', [
    group,
    name,
  ]);
  if (rows[0] === undefined) throw new Error(`no ${group} ${name}`);
  return rows[0].id;
};

/** Hide or show a cabinet as staff do, through the API of instance A. */
const setHidden = async (name: string, group: string, hidden: boolean) => {
  const response = await a.inject({
    method: 'PUT',
    url: `/api/staff/catalogue/${await cabinetId(name, group)}`,
    headers: staff.headers,
    payload: { hidden },
  });
  expect(response.statusCode, response.body).toBe(200);
};

const nextChange = (app: FastifyInstance, wanted: CatalogueChangeReason = 'change') =>
  new Promise<void>((resolve) => {
    const off = app.catalogueChanges.subscribe((reason) => {
      if (reason !== wanted) return;
      off();
      resolve();
    });
  });

const sitemapUrls = async (app: FastifyInstance): Promise<string[]> => {
  const response = await app.inject({ url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  return [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
};

const visibleCount = async (): Promise<number> => {
  const { rows } = await poolA.query<{ count: number }>('SELECT count(*)::int AS count FROM cabinets WHERE NOT hidden');
  return rows[0]?.count ?? 0;
};

describe('cabinet pages (issue 21)', () => {
  it("answers a visible cabinet's page with 200, and an unknown SKU, another door style or another spelling with the 404 page", async () => {
    for (const url of ['/cabinets/shaker/b24', '/cabinets/slim-shaker/b24', '/cabinets/shaker/w3036/']) {
      expect((await a.inject({ url })).statusCode, url).toBe(200);
    }
    for (const url of [
      '/cabinets/shaker/b25',
      '/cabinets/modern/b24',
      '/cabinets/Shaker/B24',
      '/cabinets/shaker',
      '/cabinets/shaker/b24/extra',
      '/cabinets/slim%20shaker/b24',
    ]) {
      const response = await a.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<title>Page Not Found | ');
    }
  });

  it('answers its API with the cabinet, its other widths and its other door style', async () => {
    const response = await a.inject({ url: '/api/cabinet-pages/shaker/b24' });
    expect(response.statusCode).toBe(200);
    const { data } = v.parse(cabinetPageResponseSchema, response.json());
    expect(data.cabinet).toMatchObject({ data_name: 'B24', data_group: 'Shaker', data_type: 'Base Cabinets' });
    expect(data.widths.map((row) => row.data_name)).toEqual([
      'B09',
      'B12',
      'B15',
      'B18',
      'B21',
      'B27',
      'B30',
      'B33',
      'B36',
    ]);
    expect(data.styles.map((row) => [row.data_group, row.data_name])).toEqual([['Slim Shaker', 'B24']]);
    const missing = await a.inject({ url: '/api/cabinet-pages/shaker/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toHaveProperty('message');
  });

  it('lists every public page and every visible SKU in the sitemap, at the public address', async () => {
    const urls = await sitemapUrls(a);
    for (const path of ['/', '/store', '/policies', '/visit', '/faq', '/design-support', '/contractor-program']) {
      expect(urls, path).toContain(new URL(path, ORIGIN).toString());
    }
    expect(urls).toContain(`${ORIGIN}/cabinets/shaker/b24`);
    expect(urls).toContain(`${ORIGIN}/cabinets/slim-shaker/w3036`);
    expect(urls.filter((url) => url.startsWith(`${ORIGIN}/cabinets/`))).toHaveLength(await visibleCount());
    expect(new Set(urls).size).toBe(urls.length);
    for (const hidden of ['/checkout', '/staff', '/payment-confirmation', '/reset-password', '/shared']) {
      expect(
        urls.some((url) => url.includes(hidden)),
        hidden,
      ).toBe(false);
    }
  });

  it('takes a cabinet hidden by staff out of its page, its API and the sitemap at once, on every instance', async () => {
    // Both instances hold the catalogue before the change.
    for (const app of [a, b]) {
      expect((await app.inject({ url: '/cabinets/slim-shaker/db18' })).statusCode).toBe(200);
      expect(await sitemapUrls(app)).toContain(`${ORIGIN}/cabinets/slim-shaker/db18`);
    }
    const seenByB = nextChange(b);
    await setHidden('DB18', 'Slim Shaker', true);
    // The instance that made the change, at once; the other at its notification.
    await seenByB;
    for (const app of [a, b]) {
      expect((await app.inject({ url: '/cabinets/slim-shaker/db18' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/api/cabinet-pages/slim-shaker/db18' })).statusCode).toBe(404);
      const urls = await sitemapUrls(app);
      expect(urls).not.toContain(`${ORIGIN}/cabinets/slim-shaker/db18`);
      // The same SKU in the other door style stays.
      expect(urls).toContain(`${ORIGIN}/cabinets/shaker/db18`);
      expect(urls.filter((url) => url.includes('/cabinets/'))).toHaveLength(await visibleCount());
      // Its other door style no longer links to it.
      const shaker = v.parse(
        cabinetPageResponseSchema,
        (await app.inject({ url: '/api/cabinet-pages/shaker/db18' })).json(),
      );
      expect(shaker.data.styles).toEqual([]);
    }
    const shownOnB = nextChange(b);
    await setHidden('DB18', 'Slim Shaker', false);
    await shownOnB;
    for (const app of [a, b]) {
      expect((await app.inject({ url: '/cabinets/slim-shaker/db18' })).statusCode).toBe(200);
      expect(await sitemapUrls(app)).toContain(`${ORIGIN}/cabinets/slim-shaker/db18`);
    }
  });

  it("shows a staff price change on the cabinet's page at once, on every instance", async () => {
    const pageOf = async (app: FastifyInstance) =>
      v.parse(cabinetPageResponseSchema, (await app.inject({ url: '/api/cabinet-pages/shaker/b30' })).json()).data;
    const before = await pageOf(a);
    expect((await pageOf(b)).cabinet.currency_price).toBe(before.cabinet.currency_price);
    const raised = before.cabinet.currency_price + 1_000;
    const seenByB = nextChange(b);
    const response = await a.inject({
      method: 'PUT',
      url: `/api/staff/catalogue/${await cabinetId('B30', 'Shaker')}`,
      headers: staff.headers,
      payload: { priceCents: raised },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await pageOf(a)).cabinet.currency_price).toBe(raised);
    await seenByB;
    expect((await pageOf(b)).cabinet.currency_price).toBe(raised);
    // Its neighbours' pages link to it at its new price too.
    const b33 = v.parse(cabinetPageResponseSchema, (await b.inject({ url: '/api/cabinet-pages/shaker/b33' })).json());
    expect(b33.data.widths.find((row) => row.data_name === 'B30')?.currency_price).toBe(raised);
  });

  it("serves a cabinet's page and the sitemap with 503 while the catalogue cannot be read, and as before after", async () => {
    const away = nextChange(a);
    await poolA.query('ALTER TABLE cabinets RENAME TO cabinets_away');
    try {
      // A change notification (here by hand) makes every instance read the catalogue again.
      await poolA.query("SELECT pg_notify('catalogue_changed', 'test')");
      await away;
      const response = await a.inject({ url: '/cabinets/shaker/b24' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('<div id="root">');
      const sitemap = await a.inject({ url: '/sitemap.xml' });
      expect(sitemap.statusCode).toBe(503);
      expect(sitemap.headers['retry-after']).toBe('60');
    } finally {
      await poolA.query('ALTER TABLE cabinets_away RENAME TO cabinets');
    }
    const back = nextChange(a);
    await poolA.query("SELECT pg_notify('catalogue_changed', 'test')");
    await back;
    expect((await a.inject({ url: '/cabinets/shaker/b24' })).statusCode).toBe(200);
    expect(await sitemapUrls(a)).toContain(`${ORIGIN}/cabinets/shaker/b24`);
  });

  it('keeps crawlers out of the staff console, checkout and the token pages, and names the sitemap', async () => {
    const response = await a.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/staff',
      '/checkout',
      '/planner/',
      '/payment-confirmation',
      '/verify-email/',
      '/reset-password/',
      '/new-device/',
      '/shared/',
      '/hand-offs/',
      '/quotes',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    // Nothing public is kept out.
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(10);
  });
});
