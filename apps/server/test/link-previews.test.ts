import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.ts';
import { captureLog } from './log-capture.ts';
import { accountWithRoles } from './staff-helpers.ts';
import { builtIndexHtml, webDist } from './web-dist.ts';
import { webServerBuild } from './web-server-build.ts';

/**
 * The link preview pictures (issue 21; docs/decisions/0158-link-preview-pictures.md), drawn by the
 * web app's real server build, as a crawler fetches them and the pages that name them.
 */
const ORIGIN = 'https://cabinets.example.com';
const log = captureLog();
const { app, pool } = await buildTestApp(
  {
    RATE_LIMIT_AUTH_MAX: '10000',
    RATE_LIMIT_MAX: '0',
    WEB_DIST_DIR: webDist({ 'index.html': builtIndexHtml() }),
    WEB_SERVER_ENTRY: await webServerBuild(),
    PUBLIC_URL: ORIGIN,
  },
  { logger: log.logger },
);
const staff = await accountWithRoles(app, pool, ['Store Admin']);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size as its header (the IHDR chunk, first after the signature) gives it. */
const pngSize = (png: Buffer) => {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE), 'PNG signature').toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
};

const picture = async (url: string, headers: Record<string, string> = {}) => {
  const response = await app.inject({ url, headers });
  return { status: response.statusCode, headers: response.headers, png: response.rawPayload };
};

/** How many times the server has drawn the picture at `path` (it logs each drawing). */
const drawings = (path: string): number =>
  log.lines.filter((line) => {
    const entry = JSON.parse(line) as { msg?: string; picture?: string };
    return entry.msg === 'link preview drawn' && entry.picture === path;
  }).length;

/** The content of each `<meta>` in a page's head, by its property or name. */
const metasOf = async (url: string): Promise<Record<string, string>> => {
  const response = await app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  const head = response.body.slice(0, response.body.indexOf('</head>'));
  return Object.fromEntries(
    [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].map((m) => [
      m[1] ?? '',
      (m[2] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
    ]),
  );
};

const staffEdit = async (name: string, group: string, payload: Record<string, unknown>) => {
  const { rows } = await pool.query<{ id: number }>('SELECT id FROM cabinets WHERE group_name = $1 AND name = $2', [
    group,
    name,
  ]);
  const response = await app.inject({
    method: 'PUT',
    url: `/api/staff/catalogue/${rows[0]?.id}`,
    headers: staff.headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe('link preview pictures (issue 21)', () => {
  it("answers a visible cabinet's picture as a 1200 x 630 PNG a crawler may keep for a day", async () => {
    const { status, headers, png } = await picture('/previews/shaker/b24.png');
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('image/png');
    expect(headers['cache-control']).toBe('public, max-age=86400');
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(headers.etag).toMatch(/^"[\w-]+"$/);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    // Each cabinet is drawn as itself: a wall cabinet's picture is not the base cabinet's.
    const wall = await picture('/previews/slim-shaker/w3036.png');
    expect(wall.status).toBe(200);
    expect(pngSize(wall.png)).toEqual({ width: 1200, height: 630 });
    expect(wall.png.equals(png)).toBe(false);
  });

  it('draws a picture once and answers later requests with the same bytes, or 304 to a crawler that has them', async () => {
    const path = '/previews/shaker/b12.png';
    const first = await picture(path);
    const second = await picture(path);
    expect(second.status).toBe(200);
    expect(second.png.equals(first.png)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(drawings(path)).toBe(1);
    const again = await picture(path, { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.png.length).toBe(0);
    expect(drawings(path)).toBe(1);
  });

  it('draws a picture again after a staff change to its cabinet, and has none once the cabinet is hidden', async () => {
    const path = '/previews/shaker/b15.png';
    expect((await picture(path)).status).toBe(200);
    expect(drawings(path)).toBe(1);
    await staffEdit('B15', 'Shaker', { priceCents: 99_900 });
    expect((await picture(path)).status).toBe(200);
    expect(drawings(path)).toBe(2);
    await staffEdit('B15', 'Shaker', { hidden: true });
    expect((await picture(path)).status).toBe(404);
    await staffEdit('B15', 'Shaker', { hidden: false });
    expect((await picture(path)).status).toBe(200);
  });

  it('answers 404 for an unknown SKU, another spelling, or any other path under /previews/', async () => {
    for (const url of [
      '/previews/shaker/nope99.png',
      '/previews/Shaker/B24.png',
      '/previews/shaker/b24',
      '/previews/shaker/b24.svg',
      '/previews/%73haker/b24.png',
      '/previews/shaker/b24.png/x',
      '/previews/',
    ]) {
      const response = await picture(url);
      expect(response.status, url).toBe(404);
      expect(response.headers['content-type'], url).not.toBe('image/png');
    }
  });

  it("names the cabinet's picture in its page's head, and the store's picture in every other public page's", async () => {
    const cabinet = await metasOf('/cabinets/shaker/b24');
    expect(cabinet['og:image']).toBe(`${ORIGIN}/previews/shaker/b24.png`);
    expect(cabinet['og:image:type']).toBe('image/png');
    expect(cabinet['og:image:width']).toBe('1200');
    expect(cabinet['og:image:height']).toBe('630');
    expect(cabinet['og:image:alt']).toMatch(/^A drawing of the B24 Base Cabinets in the Shaker door style/);
    expect(cabinet['twitter:card']).toBe('summary_large_image');
    expect(cabinet['twitter:image']).toBe(cabinet['og:image']);
    expect(cabinet['twitter:image:alt']).toBe(cabinet['og:image:alt']);

    for (const url of ['/', '/store', '/faq']) {
      const metas = await metasOf(url);
      expect(metas['og:image'], url).toBe(`${ORIGIN}/previews/store.png`);
      expect(metas['twitter:card'], url).toBe('summary_large_image');
    }
    // The picture each head names is there, as a crawler fetches it from the URL (at PUBLIC_URL).
    for (const named of [cabinet['og:image'], (await metasOf('/store'))['og:image']]) {
      const { status, png } = await picture(new URL(named ?? '').pathname);
      expect(status, named).toBe(200);
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    }
  });
});
