import type { APIRequestContext, Page } from '@playwright/test';
import { formatCents } from '@rta/domain/pricing/money';
import { test, expect } from './fixtures.ts';
import { createAccount, logInThroughApi } from './account-helpers.ts';
import { grantRole } from './account-database.ts';
import { binderCount, card } from './store-helpers.ts';

/**
 * Issue 21: the public pages answer with their content in the HTML, rendered by the server, and
 * the browser hydrates them: the page a crawler or a shopper without JavaScript reads is the
 * page the app then runs (docs/decisions/0155-server-rendering.md).
 */

interface PublicPage {
  path: string;
  title: string;
  canonical: string;
  heading: string;
  /** Text of the page's content, beyond its heading. */
  content: string[];
}

const PUBLIC_PAGES: PublicPage[] = [
  {
    path: '/',
    title: 'RTA Cabinet Store | Ready-to-Assemble Kitchen &amp; Bath Cabinets',
    canonical: '/',
    heading: 'Shaker cabinets, ready to assemble',
    content: ['Shop by category'],
  },
  {
    path: '/store',
    title: 'Shop Cabinets | RTA Cabinet Store',
    canonical: '/store',
    heading: 'Shop cabinets',
    content: ['Base Cabinets', 'href="/cabinets/shaker/b09"'],
  },
  {
    path: '/store?category=Wall&group=Slim%20Shaker',
    title: 'Shop Cabinets | RTA Cabinet Store',
    canonical: '/store',
    heading: 'Shop cabinets',
    content: ['Wall Cabinets 30&quot; High', 'href="/cabinets/slim-shaker/w1230"'],
  },
  {
    path: '/cabinets/shaker/b24',
    title: 'B24 Base Cabinets | RTA Cabinet Store',
    canonical: '/cabinets/shaker/b24',
    heading: 'B24 Base Cabinets',
    content: ['Other widths', 'href="/cabinets/shaker/b21"', 'href="/cabinets/slim-shaker/b24"'],
  },
  {
    path: '/policies',
    title: 'Policies | RTA Cabinet Store',
    canonical: '/policies',
    heading: 'Store policies',
    content: ['Returns and restocking'],
  },
  {
    path: '/visit',
    title: 'Visit Our Showroom | RTA Cabinet Store',
    canonical: '/visit',
    heading: 'Visit our showroom',
    content: ['Showroom hours'],
  },
  {
    path: '/faq',
    title: 'FAQ | RTA Cabinet Store',
    canonical: '/faq',
    heading: 'Frequently asked questions',
    content: ['DIY guides'],
  },
  {
    path: '/design-support',
    title: 'Design Support | RTA Cabinet Store',
    canonical: '/design-support',
    heading: 'Free kitchen design support',
    content: ['What to send us'],
  },
  {
    path: '/contractor-program',
    title: 'Contractor Program | RTA Cabinet Store',
    canonical: '/contractor-program',
    heading: 'Trade Pro program',
    content: ['Discount tiers'],
  },
];

/** Every script element of a page's HTML that is not an external module or a data block: none may be. */
const executableInlineScripts = (html: string): string[] =>
  [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter(
      (tag) =>
        !/\btype="application\/(ld\+)?json"/.test(tag) &&
        !(/\btype="module"/.test(tag) && /\bsrc="\/[\w/.-]+"/.test(tag)),
    );

const html = async (request: APIRequestContext, path: string): Promise<string> => {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toContain('text/html');
  return response.text();
};

test("every public page's HTML, fetched without a browser, holds its title, canonical link, heading and content, and no inline script", async ({
  request,
  baseURL,
}) => {
  for (const page of PUBLIC_PAGES) {
    const text = await html(request, page.path);
    expect(text, page.path).toContain(`<title>${page.title}</title>`);
    expect(text, page.path).toContain(`<link rel="canonical" href="${new URL(page.canonical, baseURL).toString()}">`);
    expect(text, page.path).toMatch(new RegExp(`<h1[^>]*>${page.heading}</h1>`));
    for (const content of page.content) expect(text, page.path).toContain(content);
    expect(text, page.path).toContain('<div id="root" data-ssr>');
    expect(executableInlineScripts(text), page.path).toEqual([]);
  }
});

const TALL = { group: 'Shaker', category: 'Tall', sku: 'P2490', path: '/cabinets/shaker/p2490' };

/** Sets a SKU's price as a Store Admin does in the console, and answers its price before. */
const setPrice = async (request: APIRequestContext, headers: Record<string, string>, cents?: number) => {
  const list = await request.get(`/api/staff/catalogue?group=${TALL.group}&category=${TALL.category}`, { headers });
  expect(list.status()).toBe(200);
  const { cabinets } = (await list.json()) as { cabinets: { id: number; name: string; priceCents: number }[] };
  const cabinet = cabinets.find((c) => c.name === TALL.sku);
  if (!cabinet) throw new Error(`${TALL.sku} is not in the staff catalogue`);
  if (cents !== undefined) {
    const saved = await request.put(`/api/staff/catalogue/${cabinet.id}`, { headers, data: { priceCents: cents } });
    expect(saved.status()).toBe(200);
  }
  return cabinet.priceCents;
};

test("a staff price change shows at once in the store's and the cabinet page's HTML", async ({ request }) => {
  const admin = await createAccount(request, { firstName: 'Pia' });
  await grantRole(admin.email, 'Store Admin');
  const { headers } = await logInThroughApi(request, admin.email);
  const before = await setPrice(request, headers);
  const raised = before + 1_234;
  const storePath = `/store?category=${TALL.category}`;
  try {
    expect(await html(request, TALL.path)).toContain(`<dt>Price</dt><dd>${formatCents(before)}</dd>`);
    expect(await html(request, storePath)).toContain(`"currency_price":${before}`);
    await setPrice(request, headers, raised);
    const page = await html(request, TALL.path);
    // In the page itself, its structured data, and the data the browser starts with.
    expect(page).toContain(`<dt>Price</dt><dd>${formatCents(raised)}</dd>`);
    expect(page).toContain(`"price":"${(raised / 100).toFixed(2)}"`);
    expect(page).toContain(`"currency_price":${raised}`);
    expect(await html(request, storePath)).toContain(`"data_name":"${TALL.sku}"`);
    expect(await html(request, storePath)).toContain(`"currency_price":${raised}`);
  } finally {
    await setPrice(request, headers, before);
  }
});

/**
 * Records the page's `<h1>` as the server sent it, before any script has run, so that a test
 * can tell whether hydration kept it (the same element) or rendered the page anew.
 */
const recordServerHeading = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const seen = window as unknown as { serverHeading: Element | null; titles: string[] };
      seen.serverHeading = document.querySelector('h1');
      // Every title the tab shows from then on.
      seen.titles = [document.title];
      new MutationObserver(() => {
        if (seen.titles.at(-1) !== document.title) seen.titles.push(document.title);
      }).observe(document.head, { subtree: true, childList: true, characterData: true });
    });
  });

const titlesShown = (page: Page) => page.evaluate(() => (window as unknown as { titles: string[] }).titles);

const keptServerHeading = (page: Page) =>
  page.evaluate(() => {
    const heading = (window as unknown as { serverHeading: Element | null }).serverHeading;
    return heading !== null && heading.isConnected && heading === document.querySelector('h1');
  });

test.describe('hydration', () => {
  test('is painted from its HTML before its scripts are asked for, which come all at once after (decision 0164)', async ({
    page,
    request,
  }) => {
    for (const path of ['/store', '/cabinets/shaker/b24', '/faq']) {
      // The HTML names one script to the browser, the loader; the page's own are listed for it.
      const text = await html(request, path);
      expect(text, path).not.toContain('modulepreload');
      expect(
        [...text.matchAll(/<script type="module"[^>]*>/g)].map(([tag]) => tag),
        path,
      ).toEqual(['<script type="module" src="/after-paint.js">']);
      const listed = JSON.parse(
        /<script type="application\/json" id="page-scripts">(.*?)<\/script>/.exec(text)?.[1] ?? '{}',
      ) as { steps: string[]; preloads: string[] };
      // Evaluated one by one (decision 0165): the libraries' chunk, then the entry; then the page's own chunks.
      expect(listed.steps, path).toEqual([
        expect.stringMatching(/^\/assets\/libraries-[\w-]+\.js$/),
        expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/),
      ]);
      expect(listed.preloads.length, path).toBeGreaterThan(0);
      for (const script of listed.preloads) expect(script, path).toMatch(/^\/assets\/[\w.-]+\.js$/);

      await page.goto(path);
      await expect(page.getByRole('button', { name: /^Binder \(0\)$/ })).toBeEnabled();
      const { painted, scripts } = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(Math.min(...scripts), path).toBeGreaterThanOrEqual(painted);
    }
  });

  test('keeps the cabinet page the server sent, and its title (the console stays clean), which then works: Add to Binder', async ({
    page,
  }) => {
    await recordServerHeading(page);
    await page.goto('/cabinets/shaker/b24');
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details).toBeVisible();
    await page.getByRole('button', { name: 'Add to Binder' }).click();
    await expect(binderCount(page)).toHaveText('Binder (1)');
    expect(await keptServerHeading(page)).toBe(true);
    // The tab's title is the server's throughout: no generic title between hydration and the page's own.
    expect(await titlesShown(page)).toEqual(['B24 Base Cabinets | RTA Cabinet Store']);
  });

  test('keeps the store the server sent, whose cards then work, and the content pages', async ({ page }) => {
    await recordServerHeading(page);
    await page.goto('/store');
    const base = card(page, 'Base Cabinets');
    await expect(base.locator('svg').first()).toBeVisible();
    await page.getByRole('button', { name: 'Wall', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Shaker · Wall' })).toBeVisible();
    expect(await keptServerHeading(page)).toBe(true);

    for (const path of ['/', '/faq']) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.getByRole('button', { name: /^Binder \(0\)$/ }).click();
      await expect(page.getByRole('dialog', { name: 'Your Binder' })).toBeVisible();
      expect(await keptServerHeading(page), path).toBe(true);
    }
  });

  test('on a phone, the page the server drew wide becomes the phone layout', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await recordServerHeading(page);
    await page.goto('/store');
    await page.getByRole('button', { name: 'Choose paint colour' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose a paint colour' })).toBeVisible();
    expect(await keptServerHeading(page)).toBe(true);
  });
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('a cabinet page reads as it does with it, says buying needs it, and its links lead on', async ({ page }) => {
    await page.goto('/cabinets/shaker/b24');
    await expect(page.getByRole('heading', { level: 1, name: 'B24 Base Cabinets' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('24"');
    await expect(page.getByText(/adding cabinets to your binder and checking out need it/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();

    await page.getByRole('link', { name: 'B21', exact: true }).click();
    await expect(page).toHaveURL(/\/cabinets\/shaker\/b21$/);
    await expect(page.getByRole('heading', { level: 1, name: 'B21 Base Cabinets' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .getByRole('link', { name: 'Base', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shop cabinets' })).toBeVisible();
    const base = card(page, 'Base Cabinets');
    await base.getByRole('link', { name: 'B30', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'B30 Base Cabinets' })).toBeVisible();

    await page.getByRole('link', { name: 'Store', exact: true }).first().click();
    await page.getByRole('link', { name: 'Wall', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Shaker · Wall' })).toBeVisible();

    await page.getByRole('link', { name: 'FAQ' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  });
});
