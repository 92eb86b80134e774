import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { CatalogueChangeReason } from '../src/catalogue/catalogue-changes.ts';
import { startTwoInstances, type TwoInstances } from './two-instances.ts';
import { accountWithRoles } from './staff-helpers.ts';
import { builtIndexHtml, webDist } from './web-dist.ts';

/**
 * What a crawler or a link preview reads in the HTML the server sends (issue 21;
 * docs/decisions/0156-page-heads.md): fetched as they fetch it, without running the page.
 */
const dist = webDist({ 'index.html': builtIndexHtml() });

const ORIGIN = 'https://cabinets.example.com';
const STORE = 'Acme </script> Cabinets';
const env = {
  RATE_LIMIT_AUTH_MAX: '10000',
  RATE_LIMIT_MAX: '0',
  WEB_DIST_DIR: dist,
  PUBLIC_URL: ORIGIN,
  STORE_NAME: STORE,
};

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

/** The text of an HTML attribute value, as a parser reads it. */
const unescape = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** What a crawler reads in a page's head. */
const headOf = (html: string) => {
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = (attribute: string, key: string) =>
    [...head.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`, 'g'))].map((m) =>
      unescape(m[1] ?? ''),
    );
  const one = (values: string[], what: string): string | undefined => {
    expect(values.length, what).toBeLessThanOrEqual(1);
    return values[0];
  };
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => unescape(m[1] ?? '')),
    canonical: one(
      [...head.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => unescape(m[1] ?? '')),
      'canonical',
    ),
    description: one(metas('name', 'description'), 'description'),
    og: Object.fromEntries(
      ['title', 'description', 'url', 'type', 'site_name', 'image'].map((key) => [
        key,
        one(metas('property', `og:${key}`), key),
      ]),
    ),
    twitter: one(metas('name', 'twitter:card'), 'twitter:card'),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
    ),
  };
};

const page = async (app: FastifyInstance, url: string) => {
  const response = await app.inject({ url });
  return { status: response.statusCode, head: headOf(response.body), body: response.body };
};

const cabinetId = async (name: string, group: string): Promise<number> => {
  const { rows } = await poolA.query<{ id: number }>('SELECT id FROM cabinets WHERE group_name = $1 AND name = $2', [
    group,
    name,
  ]);
  if (rows[0] === undefined) throw new Error(`no ${group} ${name}`);
  return rows[0].id;
};

const staffEdit = async (name: string, group: string, payload: Record<string, unknown>) => {
  const response = await a.inject({
    method: 'PUT',
    url: `/api/staff/catalogue/${await cabinetId(name, group)}`,
    headers: staff.headers,
    payload,
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

interface Offer {
  price: string;
  priceCurrency: string;
  availability: string;
  url: string;
}

const productOf = (head: ReturnType<typeof headOf>) => {
  const product = head.jsonLd.find((data) => data['@type'] === 'Product');
  expect(product).toBeDefined();
  return product as Record<string, unknown> & { offers: Offer };
};

describe('page heads (issue 21)', () => {
  const PUBLIC = [
    ['/', `${STORE} | Ready-to-Assemble Kitchen & Bath Cabinets`, '/'],
    ['/store', `Shop Cabinets | ${STORE}`, '/store'],
    ['/store/', `Shop Cabinets | ${STORE}`, '/store'],
    ['/policies', `Policies | ${STORE}`, '/policies'],
    ['/visit', `Visit Our Showroom | ${STORE}`, '/visit'],
    ['/faq', `FAQ | ${STORE}`, '/faq'],
    ['/design-support', `Design Support | ${STORE}`, '/design-support'],
    ['/contractor-program', `Contractor Program | ${STORE}`, '/contractor-program'],
    ['/cabinets/shaker/b24', `B24 Base Cabinets | ${STORE}`, '/cabinets/shaker/b24'],
    ['/cabinets/slim-shaker/w3036/', `W3036 Wall Cabinets 36" High | ${STORE}`, '/cabinets/slim-shaker/w3036'],
  ] as const;

  it('gives every public page its own title, canonical link, description, Open Graph and Twitter card tags', async () => {
    const descriptions = new Set<string>();
    for (const [url, title, canonical] of PUBLIC) {
      const { status, head } = await page(a, url);
      expect(status, url).toBe(200);
      expect(head.titles, url).toEqual([title]);
      expect(head.canonical, url).toBe(`${ORIGIN}${canonical}`);
      expect(head.description?.length, url).toBeGreaterThan(40);
      expect(head.og, url).toEqual({
        title,
        description: head.description,
        url: head.canonical,
        type: url.startsWith('/cabinets/') ? 'product' : 'website',
        site_name: STORE,
      });
      // No web server build here, so no picture (docs/decisions/0158): the small card, as before.
      expect(head.og.image, url).toBeUndefined();
      expect(head.twitter, url).toBe('summary');
      if (!url.endsWith('/') || url === '/') descriptions.add(head.description ?? '');
    }
    // Each page describes itself.
    expect(descriptions.size).toBe(PUBLIC.length - 2);
    expect((await page(a, '/cabinets/shaker/b24')).head.description).toMatch(
      /^B24 Base Cabinets in the Shaker door style: .+\$\d+\.\d\d, ready to assemble\.$/,
    );
  });

  it('gives the other pages their title and canonical link, but no preview tags', async () => {
    for (const [url, title, canonical] of [
      ['/checkout', `Checkout | ${STORE}`, '/checkout'],
      ['/reset-password/some-token', `Set a New Password | ${STORE}`, '/reset-password'],
      ['/staff/orders', `Staff Console | ${STORE}`, '/staff'],
    ] as const) {
      const { status, head } = await page(a, url);
      expect(status, url).toBe(200);
      expect(head.titles, url).toEqual([title]);
      expect(head.canonical, url).toBe(`${ORIGIN}${canonical}`);
      expect(head.description, url).toBeDefined();
      expect(head.og.title, url).toBeUndefined();
      expect(head.twitter, url).toBeUndefined();
      expect(head.jsonLd, url).toEqual([]);
    }
  });

  it("asks search engines not to list a shared project's page, and only that page (decision 0161)", async () => {
    const shared = await page(a, '/shared/SomeTokenOfFortyThreeCharacters_0123456789');
    expect(shared.status).toBe(200);
    expect(shared.head.titles).toEqual([`Shared Project | ${STORE}`]);
    expect(shared.head.canonical).toBe(`${ORIGIN}/shared`);
    expect(shared.head.og.title).toBeUndefined();
    expect(shared.body).toContain('<meta name="robots" content="noindex">');
    expect(shared.body).not.toContain('SomeTokenOfFortyThreeCharacters');
    for (const url of ['/', '/store', '/checkout'])
      expect((await page(a, url)).body, url).not.toContain('name="robots"');
  });

  it("keeps the not-found page's title, with no canonical link, preview tags or structured data", async () => {
    for (const url of ['/no-such-page', '/cabinets/shaker/nope', '/cabinets/Shaker/B24']) {
      const { status, head } = await page(a, url);
      expect(status, url).toBe(404);
      expect(head.titles, url).toEqual([`Page Not Found | ${STORE}`]);
      expect(head.canonical, url).toBeUndefined();
      expect(head.og.title, url).toBeUndefined();
      expect(head.jsonLd, url).toEqual([]);
    }
  });

  it("describes a cabinet's page as a schema.org Product at its catalogue price, with its breadcrumbs", async () => {
    const { body, head } = await page(a, '/cabinets/shaker/b24');
    // The store's name would end the script element: it is escaped inside the JSON.
    expect(body).not.toContain('"Acme </script>');
    expect(body).toContain('Acme \\u003c/script>');
    const { rows } = await poolA.query<{ price_cents: number }>(
      "SELECT price_cents FROM cabinets WHERE group_name = 'Shaker' AND name = 'B24'",
    );
    const cents = rows[0]?.price_cents ?? 0;
    const product = productOf(head);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'B24 Base Cabinets',
      sku: 'B24',
      description: head.description,
      brand: { '@type': 'Brand', name: STORE },
      category: 'Base › Base Cabinets',
      url: `${ORIGIN}/cabinets/shaker/b24`,
    });
    expect(product.offers).toEqual({
      '@type': 'Offer',
      price: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: `${ORIGIN}/cabinets/shaker/b24`,
    });
    const crumbs = head.jsonLd.find((data) => data['@type'] === 'BreadcrumbList');
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Store', item: `${ORIGIN}/store` },
        { '@type': 'ListItem', position: 2, name: 'Base', item: `${ORIGIN}/store?category=Base` },
        { '@type': 'ListItem', position: 3, name: 'Base Cabinets', item: `${ORIGIN}/store?category=Base` },
        { '@type': 'ListItem', position: 4, name: 'B24', item: `${ORIGIN}/cabinets/shaker/b24` },
      ],
    });
    // Another door style's crumbs lead to the store in that style.
    const slim = (await page(a, '/cabinets/slim-shaker/b24')).head.jsonLd.find(
      (data) => data['@type'] === 'BreadcrumbList',
    ) as { itemListElement: { item: string }[] };
    expect(slim.itemListElement[1]?.item).toBe(`${ORIGIN}/store?category=Base&group=Slim%20Shaker`);
  });

  it("shows a staff price change in the cabinet page's next HTML, on every instance", async () => {
    const priceOn = async (app: FastifyInstance) =>
      productOf((await page(app, '/cabinets/shaker/b30')).head).offers.price;
    const before = await priceOn(a);
    expect(await priceOn(b)).toBe(before);
    const seenByB = nextChange(b);
    await staffEdit('B30', 'Shaker', { priceCents: 18_950 });
    expect(await priceOn(a)).toBe('189.50');
    await seenByB;
    expect(await priceOn(b)).toBe('189.50');
    expect((await page(b, '/cabinets/shaker/b30')).head.description).toContain('$189.50');
    // A browser's compressed copy is the new page too.
    for (const app of [a, b]) {
      const br = await app.inject({ url: '/cabinets/shaker/b30', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(productOf(headOf(zlib.brotliDecompressSync(br.rawPayload).toString())).offers.price).toBe('189.50');
    }
  });

  it("answers a hidden cabinet's page with the 404 page and no structured data, and its page again once shown", async () => {
    const seenByB = nextChange(b);
    await staffEdit('B27', 'Shaker', { hidden: true });
    await seenByB;
    for (const app of [a, b]) {
      const hidden = await page(app, '/cabinets/shaker/b27');
      expect(hidden.status).toBe(404);
      expect(hidden.head.titles).toEqual([`Page Not Found | ${STORE}`]);
      expect(hidden.head.jsonLd).toEqual([]);
      expect(hidden.body).not.toContain('B27');
    }
    const shownOnB = nextChange(b);
    await staffEdit('B27', 'Shaker', { hidden: false });
    await shownOnB;
    for (const app of [a, b]) expect(productOf((await page(app, '/cabinets/shaker/b27')).head).sku).toBe('B27');
  });
});
