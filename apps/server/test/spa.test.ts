import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.ts';
import { webDist } from './web-dist.ts';

/** A built app stand-in with the same placeholders as apps/web/index.html. */
const dist = webDist({
  'index.html':
    '<!doctype html><html><head><title>x</title><!--store-config-->' +
    '<link rel="stylesheet" crossorigin href="/assets/index-css1.css"><link rel="stylesheet" crossorigin href="/assets/odd-css2.css">' +
    '</head><body><div id="root">' +
    '<div class="app-shell" aria-hidden="true"><div class="app-shell-bar"><svg></svg><span class="app-shell-name">RTA Cabinet Store</span></div></div>' +
    '</div>' +
    // The real page is about 4 KB: its painted header's SVG, the noscript text.
    `<noscript>${'This store needs JavaScript. '.repeat(60)}</noscript>` +
    '</body></html>',
  'assets/index-abc123.js': 'console.log(1)',
  'assets/index-css1.css': '.app-shell{display:block}',
  'assets/odd-css2.css': '.x::after{content:"</style>"}',
  // What the web build lists per route (apps/web/vite.config.ts, routePreloads).
  '.vite/route-preloads.json': JSON.stringify({
    routes: {
      '/store': { js: ['assets/store-page-s1.js', 'assets/schemas-s2.js'], css: ['assets/store-page-s3.css'] },
      '/verify-email/:token': { js: ['assets/verify-email-page-v1.js'], css: [] },
      '/reset-password': {
        js: ['assets/reset-password-page-r1.js'],
        css: [],
        partsJs: ['assets/reset-request-form-r2.js'],
      },
    },
  }),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
});

const { app } = await buildTestApp({
  WEB_DIST_DIR: dist,
  STORE_NAME: 'Acme </script> Cabinets',
  SHOWROOM_PHONE: '(555) 010-2030',
});

describe('serving the web app', () => {
  it('serves index.html with the store configuration written in as a JSON data block', async () => {
    const response = await app.inject({ url: '/visit' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const match = /<script type="application\/json" id="store-config">(.*?)<\/script>/.exec(response.body);
    const config = JSON.parse(match?.[1] ?? 'null') as { storeName: string; showroom: { phone: string } };
    expect(config.storeName).toBe('Acme </script> Cabinets');
    expect(config.showroom.phone).toBe('(555) 010-2030');
  });

  it("writes the entry's stylesheet into each page, so that its first paint waits for no other request", async () => {
    for (const url of ['/', '/store', '/no-such-page']) {
      const body = (await app.inject({ url })).body;
      // Its link stays, disabled (not fetched), for the loader of lazy chunks to find.
      expect(body, url).toContain(
        '<style>.app-shell{display:block}</style><link rel="stylesheet" crossorigin href="/assets/index-css1.css" disabled>',
      );
      // A stylesheet that would end the style element early stays linked.
      expect(body, url).toContain('<link rel="stylesheet" crossorigin href="/assets/odd-css2.css">');
    }
  });

  it("writes the store's name into the header index.html paints before the app runs", async () => {
    for (const url of ['/', '/store', '/no-such-page']) {
      const body = (await app.inject({ url })).body;
      expect(body, url).toContain('<span class="app-shell-name">Acme &lt;/script&gt; Cabinets</span>');
      expect(body, url).not.toContain('RTA Cabinet Store');
    }
  });

  it('answers every page path with 200 and any other path with the app and a 404', async () => {
    for (const url of ['/', '/store', '/faq', '/verify-email/abc', '/reset-password/xyz', '/new-device/xyz']) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    }
    const missing = await app.inject({ url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
    expect(missing.body).toContain('<title>Page Not Found | Acme &lt;/script&gt; Cabinets</title>');
  });

  it("names the requested page's own chunks in its HTML, so they load in parallel with the entry", async () => {
    const store = (await app.inject({ url: '/store' })).body;
    expect(store).toContain('<link rel="modulepreload" crossorigin href="/assets/store-page-s1.js">');
    expect(store).toContain('<link rel="modulepreload" crossorigin href="/assets/schemas-s2.js">');
    expect(store).toContain('<link rel="preload" as="style" crossorigin href="/assets/store-page-s3.css">');
    expect(store.indexOf('store-page-s1.js')).toBeLessThan(store.indexOf('</head>'));
    expect((await app.inject({ url: '/verify-email/abc' })).body).toContain('href="/assets/verify-email-page-v1.js"');
    // A page the browser renders names its parts' scripts too, after its own: fetched with it, not after it has run.
    const reset = (await app.inject({ url: '/reset-password' })).body;
    expect(reset).toContain('<link rel="modulepreload" crossorigin href="/assets/reset-request-form-r2.js">');
    expect(reset.indexOf('reset-password-page-r1.js')).toBeLessThan(reset.indexOf('reset-request-form-r2.js'));
    expect(reset.indexOf('reset-request-form-r2.js')).toBeLessThan(reset.indexOf('</head>'));
    for (const url of ['/visit', '/no-such-page'])
      expect((await app.inject({ url })).body, url).not.toContain('modulepreload');
  });

  it('sends each page, and the 404 page, compressed to a browser that accepts it, and plain to one that does not', async () => {
    for (const url of ['/', '/store', '/no-such-page']) {
      const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers['vary'], url).toContain('accept-encoding');
      const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(br.statusCode, url).toBe(plain.statusCode);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString(), url).toBe(plain.body);
      expect(br.rawPayload.length, url).toBeLessThan(plain.rawPayload.length / 2);
      const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString(), url).toBe(plain.body);
    }
  });

  it('serves hashed assets for a year and index.html uncached', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/favicon.svg' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/store' })).headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await app.inject({ url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such endpoint: GET /api/unknown' });
  });
});
