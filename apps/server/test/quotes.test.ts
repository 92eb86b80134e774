import { describe, expect, it } from 'vitest';
import type { ClientCopy, Quote, QuoteBinder, QuoteList } from '@rta/domain/api/quotes';
import { LIST_PAGING_MESSAGES } from '@rta/domain/api/list-paging';
import type { CheckoutQuote, PlacedOrder } from '@rta/domain/api/orders';
import { markedUp, QUOTE_MESSAGES, QUOTE_NUMBER_PATTERN, QUOTES_PER_DAY } from '@rta/domain/quotes/rules';
import { formatCents } from '@rta/domain/pricing/money';
import { buildTestApp } from './helper.ts';
import { pdfText } from './pdf-text.ts';
import { headersFor, session, verifiedUser } from './auth-helpers.ts';
import { accountWithRoles } from './staff-helpers.ts';
import { createTestClock } from './test-clock.ts';

const DAY = 24 * 60 * 60 * 1000;
const clock = createTestClock(new Date('2026-11-26T12:00:00Z'));
const { app, pool } = await buildTestApp(
  { RATE_LIMIT_AUTH_MAX: '10000', RATE_LIMIT_MAX: '0', QUOTE_VALID_DAYS: '30' },
  { clock },
);
const admin = await accountWithRoles(app, pool, ['Store Admin'], 'quotes-admin');

const line = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  group: 'Shaker',
  name,
  quantity: 1,
  selectedColor: null,
  ...extra,
});
const details = {
  customerName: 'Ann Lee',
  billingAddress: '12 Elm St, Springfield, IL 62701',
  phone: '(217) 555-0100',
  fulfilment: 'pickup',
};

const cabinet = async (name: string) => {
  const { rows } = await pool.query<{ id: number; price_cents: number }>(
    `SELECT id, price_cents FROM cabinets WHERE group_name = 'Shaker' AND name = $1`,
    [name],
  );
  const row = rows[0];
  if (!row) throw new Error(`no Shaker ${name}`);
  return row;
};
/** A price change as staff make it, through the staff catalogue. */
const setPrice = async (name: string, priceCents: number, headers = admin.headers) => {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/staff/catalogue/${(await cabinet(name)).id}`,
    headers,
    payload: { priceCents },
  });
  expect(response.statusCode, response.body).toBe(200);
};

const shopper = async () => {
  const { token } = await verifiedUser(app, pool);
  return headersFor(token);
};
const makeQuote = async (headers: Record<string, string>, body: unknown) => {
  const response = await app.inject({ method: 'POST', url: '/api/quotes', headers, payload: body as object });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Quote>();
};
const order = async (headers: Record<string, string>, cart: unknown, quoteId?: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, 'idempotency-key': `quote-${Math.random().toString(36).slice(2)}` },
    payload: { cart, details, ...(quoteId ? { quoteId } : {}) } as object,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PlacedOrder>().order;
};
const unitPrices = (placed: PlacedOrder['order']) =>
  Object.values(placed.itemGroups)
    .flat()
    .map((item) => [item.name, item.unitPrice]);

describe('making a quote', () => {
  it('prices the binder on the server, keeps its lines, and numbers it Q-YYYYMMDD-XXXX', async () => {
    const headers = await shopper();
    const b12 = await cabinet('B12');
    const cart = {
      items: [line('a', 'B12', { quantity: 2, price: 1 })],
      labels: [{ id: 'k', name: 'Kitchen', isLabel: true, items: [line('b', 'B15')] }],
      preAssembly: false,
    };
    const quote = await makeQuote(headers, { cart });
    expect(quote.number).toMatch(QUOTE_NUMBER_PATTERN);
    expect(quote.number.startsWith('Q-20261126-')).toBe(true);
    expect(quote.validUntil).toBe(new Date(clock.now().getTime() + 30 * DAY).toISOString());
    expect(quote.lines.map((l) => [l.labelName, l.name, l.quantity])).toEqual([
      [null, 'B12', 2],
      ['Kitchen', 'B15', 1],
    ]);
    expect(quote.lines[0]?.unitPrice).toBe(b12.price_cents); // the client's price is never read
    expect(quote.totals.total).toBe(quote.totals.subtotal + quote.totals.freight + quote.totals.tax);

    const read = await app.inject({ method: 'GET', url: `/api/quotes/${quote.id}`, headers });
    expect(read.json<Quote>()).toEqual(quote);
    const list = await app.inject({ method: 'GET', url: '/api/quotes', headers });
    expect(list.json<{ quotes: { number: string }[] }>().quotes.map((q) => q.number)).toContain(quote.number);
  });

  it('quotes one of the shopper’s projects, and nobody else’s', async () => {
    const headers = await shopper();
    const saved = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: { name: 'Lake house', cartData: { items: [line('a', 'W3030')], labels: [], preAssembly: false } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const projectId = saved.json<{ project: { id: string } }>().project.id;
    const quote = await makeQuote(headers, { projectId });
    expect(quote.projectId).toBe(projectId);
    expect(quote.lines.map((l) => l.name)).toEqual(['W3030']);

    const other = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: await shopper(),
      payload: { projectId },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json<{ message: string }>().message).toBe(QUOTE_MESSAGES.projectNotFound);
  });

  it('refuses an empty binder, a body with neither, and a visitor', async () => {
    const headers = await shopper();
    const empty = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers,
      payload: { cart: { items: [], labels: [], preAssembly: false } },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe(QUOTE_MESSAGES.emptyBinder);
    expect((await app.inject({ method: 'POST', url: '/api/quotes', headers, payload: {} })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/quotes', payload: { projectId: 'x' } })).statusCode).toBe(
      401,
    );
  });

  it('is read by its owner only: another user’s quote is not found', async () => {
    const quote = await makeQuote(await shopper(), {
      cart: { items: [line('a', 'B12')], labels: [], preAssembly: false },
    });
    const other = await shopper();
    for (const url of [`/api/quotes/${quote.id}`, `/api/quotes/${quote.id}/client-copy?markupPercent=10`]) {
      const response = await app.inject({ method: 'GET', url, headers: other });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(QUOTE_MESSAGES.notFound);
    }
    expect((await app.inject({ method: 'GET', url: '/api/quotes/not-a-uuid', headers: other })).statusCode).toBe(404);
  });

  it(`makes at most ${QUOTES_PER_DAY} quotes an account in 24 hours, writing nothing past them`, async () => {
    const headers = await shopper();
    const cart = { items: [line('a', 'B12')], labels: [], preAssembly: false };
    for (let made = 0; made < QUOTES_PER_DAY; made += 1) await makeQuote(headers, { cart });
    const refused = await app.inject({ method: 'POST', url: '/api/quotes', headers, payload: { cart } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(QUOTE_MESSAGES.tooManyQuotes);
    const list = await app.inject({ method: 'GET', url: '/api/quotes?pageSize=100', headers });
    expect(list.json<QuoteList>().quotes).toHaveLength(QUOTES_PER_DAY);
    // Another account is not held back by this one.
    await makeQuote(await shopper(), { cart });
  });
});

describe('the list of the user’s quotes', () => {
  it('pages the user’s own quotes, newest first, with their total; a page past the last is empty', async () => {
    const headers = await shopper();
    const cart = { items: [line('a', 'B12')], labels: [], preAssembly: false };
    const made: Quote[] = [];
    for (let n = 0; n < 3; n += 1) {
      made.push(await makeQuote(headers, { cart }));
      clock.advance(1000);
    }
    await makeQuote(await shopper(), { cart }); // someone else's
    const read = async (query: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/quotes${query}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<QuoteList>();
    };
    const first = await read('?pageSize=2');
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(first.quotes.map((quote) => quote.number)).toEqual([made[2]?.number, made[1]?.number]);
    expect(first.quotes[0]).toEqual({
      id: made[2]?.id,
      number: made[2]?.number,
      quotedAt: made[2]?.quotedAt,
      validUntil: made[2]?.validUntil,
      expired: false,
      totals: made[2]?.totals,
    });
    expect((await read('?pageSize=2&page=2')).quotes.map((quote) => quote.id)).toEqual([made[0]?.id]);
    expect(await read('?pageSize=2&page=3')).toMatchObject({ quotes: [], total: 3 });
    expect((await read('')).pageSize).toBe(20);
  });

  it('refuses a page or page size out of range, and a visitor', async () => {
    const headers = await shopper();
    for (const [query, message] of [
      ['?page=0', `page: ${LIST_PAGING_MESSAGES.badPage}`],
      ['?page=x', `page: ${LIST_PAGING_MESSAGES.badPage}`],
      ['?pageSize=101', `pageSize: ${LIST_PAGING_MESSAGES.badPageSize(100)}`],
    ] as const) {
      const response = await app.inject({ method: 'GET', url: `/api/quotes${query}`, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect((await app.inject({ method: 'GET', url: '/api/quotes' })).statusCode).toBe(401);
  });
});

describe('a quote’s rooms as a binder (Order from this quote)', () => {
  const plan = {
    walls: [{ id: 'w1', name: 'Sink wall', length: 120, base: [{ id: 's1', kind: 'piece', itemId: 'b' }], upper: [] }],
  };
  const cart = {
    items: [line('a', 'B12', { quantity: 2 })],
    labels: [{ id: 'k', name: 'Kitchen', isLabel: true, plan, items: [line('b', 'B15')] }],
    preAssembly: true,
  };

  it('answers the quoted rooms, items and plans, priced today; only to the quote’s owner', async () => {
    const headers = await shopper();
    const quote = await makeQuote(headers, { cart });
    const response = await app.inject({ method: 'GET', url: `/api/quotes/${quote.id}/binder`, headers });
    expect(response.statusCode, response.body).toBe(200);
    const { cartData, removed } = response.json<QuoteBinder>();
    expect(removed).toEqual([]);
    expect(cartData.preAssembly).toBe(true);
    expect(cartData.items.map((item) => [item.name, item.quantity])).toEqual([['B12', 2]]);
    expect(cartData.items[0]?.price).toBe((await cabinet('B12')).price_cents);
    expect(cartData.labels.map((label) => [label.name, label.items.map((item) => item.name)])).toEqual([
      ['Kitchen', ['B15']],
    ]);
    expect(cartData.labels[0]?.plan?.walls.map((wall) => wall.name)).toEqual(['Sink wall']);

    const other = await app.inject({ method: 'GET', url: `/api/quotes/${quote.id}/binder`, headers: await shopper() });
    expect(other.statusCode).toBe(404);
    expect(other.json<{ message: string }>().message).toBe(QUOTE_MESSAGES.notFound);
    expect((await app.inject({ method: 'GET', url: `/api/quotes/${quote.id}/binder` })).statusCode).toBe(401);
  });
});

describe('ordering from a quote (held prices)', () => {
  const cart = { items: [line('a', 'B18', { quantity: 2 }), line('b', 'B21')], labels: [], preAssembly: false };

  it('charges the quoted price after a staff price rise, and records the quote', async () => {
    const headers = await shopper();
    const before = (await cabinet('B18')).price_cents;
    const quote = await makeQuote(headers, { cart });
    await setPrice('B18', before + 5_000);
    const placed = await order(headers, cart, quote.id);
    expect(unitPrices(placed)).toEqual([
      ['B18', before],
      ['B21', (await cabinet('B21')).price_cents],
    ]);
    expect(placed.quoteId).toBe(quote.id);
    const { rows } = await pool.query<{ quote_id: string }>('SELECT quote_id FROM orders WHERE id = $1', [placed.id]);
    expect(rows[0]?.quote_id).toBe(quote.id);
    // Checkout's prices from the quote show what the order charges.
    const prices = await app.inject({
      method: 'POST',
      url: '/api/checkout/prices',
      headers,
      payload: { cart, quoteId: quote.id },
    });
    expect(prices.statusCode, prices.body).toBe(200);
    expect(prices.json<{ items: { name: string; checkoutPrice: number }[] }>().items[0]).toMatchObject({
      name: 'B18',
      checkoutPrice: before,
    });
    // The answer names the quote and the lines it holds; a line added since is at today's price.
    const changed = { ...cart, items: [...cart.items, line('c', 'W3030')] };
    const withExtra = await app.inject({
      method: 'POST',
      url: '/api/checkout/prices',
      headers,
      payload: { cart: changed, quoteId: quote.id },
    });
    expect(withExtra.json<CheckoutQuote>().fromQuote).toEqual({
      quoteId: quote.id,
      number: quote.number,
      validUntil: quote.validUntil,
      expired: false,
      quotedItemIds: ['a', 'b'],
    });
    const plain = await app.inject({ method: 'POST', url: '/api/checkout/prices', headers, payload: { cart } });
    expect(plain.json<CheckoutQuote>().fromQuote).toBeUndefined();
    // Without the quote, today's price.
    expect(unitPrices(await order(headers, cart))[0]).toEqual(['B18', before + 5_000]);
    await setPrice('B18', before);
  });

  it('charges today’s price after a price fall', async () => {
    const headers = await shopper();
    const before = (await cabinet('B18')).price_cents;
    const quote = await makeQuote(headers, { cart });
    await setPrice('B18', before - 1_000);
    expect(unitPrices(await order(headers, cart, quote.id))[0]).toEqual(['B18', before - 1_000]);
    await setPrice('B18', before);
  });

  it('charges today’s price once the quote has expired', async () => {
    const { email, token } = await verifiedUser(app, pool);
    const headers = headersFor(token);
    const before = (await cabinet('B18')).price_cents;
    const quote = await makeQuote(headers, { cart });
    await setPrice('B18', before + 5_000);
    clock.advance(30 * DAY - 1);
    const later = headersFor((await session(app, email)).token); // a session lasts less than a quote
    expect(unitPrices(await order(later, cart, quote.id))[0]).toEqual(['B18', before]);
    clock.advance(1);
    expect(unitPrices(await order(later, cart, quote.id))[0]).toEqual(['B18', before + 5_000]);
    // Checkout's prices say the quote has expired, so the page can say today's prices apply.
    const prices = await app.inject({
      method: 'POST',
      url: '/api/checkout/prices',
      headers: later,
      payload: { cart, quoteId: quote.id },
    });
    expect(prices.json<CheckoutQuote>().fromQuote).toMatchObject({ number: quote.number, expired: true });
    await setPrice('B18', before, (await accountWithRoles(app, pool, ['Store Admin'], 'quotes-admin')).headers);
  });

  it('refuses another user’s quote', async () => {
    const quote = await makeQuote(await shopper(), { cart });
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...(await shopper()), 'idempotency-key': 'another-users-quote' },
      payload: { cart, details, quoteId: quote.id },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(QUOTE_MESSAGES.notFound);
  });
});

describe('a contractor’s client copy', () => {
  const contractor = async (approved: boolean) => {
    const account = await accountWithRoles(app, pool, ['Contractor User Silver'], 'contractor');
    if (approved)
      await pool.query(
        `INSERT INTO trade_applications (user_id, company_name, company_description, location, owner_name, email, phone,
           preferred_contact, years_in_business, annual_revenue, projects_per_year, status)
         SELECT id, 'Birch & Sons Kitchens', 'Kitchens', 'Springfield', 'Ann Birch', email, '2175550100', 'email', 12,
           '$1M', 40, 'approved' FROM users WHERE email = $1`,
        [account.email],
      );
    return account.headers;
  };

  it('marks every price up to the cent and shows the company, never the discount or the cost', async () => {
    const headers = await contractor(true);
    const quote = await makeQuote(headers, {
      cart: { items: [line('a', 'B12', { quantity: 3 })], labels: [], preAssembly: true },
    });
    expect(quote.lines[0]?.discountPercent).toBe(30);
    const response = await app.inject({
      method: 'GET',
      url: `/api/quotes/${quote.id}/client-copy?markupPercent=17.5`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const copy = response.json<ClientCopy>();
    const [source] = quote.lines;
    const [copied] = copy.lines;
    if (!source || !copied) throw new Error('one line expected');
    expect(copy.companyName).toBe('Birch & Sons Kitchens');
    expect(copied.itemPrice).toBe(markedUp(source.discountedPrice, 17.5));
    expect(copied.fees).toBe(markedUp(source.fees, 17.5));
    expect(copied.totalPrice).toBe((copied.itemPrice + copied.fees) * 3);
    expect(copy.totals.subtotal).toBe(copied.totalPrice);
    expect(response.body).not.toMatch(/discount|originalPrice|cost/i);
    expect(response.body).not.toContain(String(source.unitPrice));
  });

  it('refuses a markup outside 0–100 % and anyone not an approved contractor', async () => {
    const headers = await contractor(true);
    const quote = await makeQuote(headers, { cart: { items: [line('a', 'B12')], labels: [], preAssembly: false } });
    for (const bad of ['101', '-1', 'ten', '1e2', '', '12.345'])
      expect(
        (await app.inject({ method: 'GET', url: `/api/quotes/${quote.id}/client-copy?markupPercent=${bad}`, headers }))
          .statusCode,
      ).toBe(400);
    const unapproved = await contractor(false);
    const theirs = await makeQuote(unapproved, { cart: { items: [line('a', 'B12')], labels: [], preAssembly: false } });
    const refused = await app.inject({
      method: 'GET',
      url: `/api/quotes/${theirs.id}/client-copy?markupPercent=10`,
      headers: unapproved,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(QUOTE_MESSAGES.notContractor);
  });
});

describe('the quote’s PDF', () => {
  const plan = {
    walls: [
      {
        id: 'w1',
        name: 'Sink wall',
        length: 120,
        base: [
          { id: 's1', kind: 'piece', itemId: 'b' },
          { id: 's2', kind: 'space', space: 'dishwasher', width: 24 },
        ],
        upper: [{ id: 's3', kind: 'piece', itemId: 'c' }],
      },
    ],
  };
  const cart = {
    items: [line('a', 'B12', { quantity: 2 })],
    labels: [
      {
        id: 'k',
        name: 'Kitchen',
        isLabel: true,
        plan,
        items: [line('b', 'B15', { selectedColor: { code: '6244' } }), line('c', 'W3030')],
      },
    ],
    preAssembly: true,
  };

  it('is a valid PDF whose text holds the quote number, every SKU, the rooms and the total', async () => {
    const headers = await shopper();
    const quote = await makeQuote(headers, { cart });
    const response = await app.inject({ method: 'GET', url: `/api/quotes/${quote.id}/pdf`, headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const text = pdfText(pdf);
    expect(text).toContain(`Quote ${quote.number}`);
    for (const sku of ['B12', 'B15', 'W3030']) expect(text).toContain(sku);
    expect(text).toContain('Kitchen');
    expect(text).toContain('Naval (6244.0)'); // the code as the store's colour list spells it
    expect(text).toContain(formatCents(quote.totals.total));
    expect(text).toContain('Sink wall (elevation)');
    expect(text).toContain(app.config.showroom.phone);
    // Another user's quote has no PDF.
    const other = await app.inject({ method: 'GET', url: `/api/quotes/${quote.id}/pdf`, headers: await shopper() });
    expect(other.statusCode).toBe(404);
  });

  it('mails it to the shopper as an attachment through the outbox', async () => {
    const { email, token } = await verifiedUser(app, pool);
    const headers = headersFor(token);
    const quote = await makeQuote(headers, { cart });
    const response = await app.inject({ method: 'POST', url: `/api/quotes/${quote.id}/email`, headers });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json<{ message: string }>().message).toBe(QUOTE_MESSAGES.emailed);
    const { rows } = await pool.query<{ subject: string; attachments: { filename: string; content: string }[] }>(
      'SELECT subject, attachments FROM mail_outbox WHERE "to" = $1 ORDER BY id DESC LIMIT 1',
      [email],
    );
    expect(rows[0]?.subject).toContain(quote.number);
    const [attachment] = rows[0]?.attachments ?? [];
    expect(attachment?.filename).toBe(`${quote.number}.pdf`);
    expect(pdfText(Buffer.from(attachment?.content ?? '', 'base64'))).toContain(quote.number);
  });

  it('is the client copy with a markup: the company at its head, marked-up prices, no store or discount', async () => {
    const account = await accountWithRoles(app, pool, ['Contractor User Gold'], 'contractor-pdf');
    await pool.query(
      `INSERT INTO trade_applications (user_id, company_name, company_description, location, owner_name, email, phone,
         preferred_contact, years_in_business, annual_revenue, projects_per_year, status)
       SELECT id, 'Oak Lane Remodeling', 'Kitchens', 'Springfield', 'Bo Oak', email, '2175550100', 'email', 5,
         '$1M', 20, 'approved' FROM users WHERE email = $1`,
      [account.email],
    );
    const quote = await makeQuote(account.headers, { cart });
    const copy = await app.inject({
      method: 'GET',
      url: `/api/quotes/${quote.id}/client-copy?markupPercent=25`,
      headers: account.headers,
    });
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/quotes/${quote.id}/pdf?markupPercent=25`,
      headers: account.headers,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Oak Lane Remodeling');
    expect(text).not.toContain(app.config.storeName);
    expect(text).toContain(formatCents(copy.json<ClientCopy>().totals.total));
    expect(text).not.toContain(formatCents(quote.totals.total));
    expect(text).not.toMatch(/discount/i);
  });
});
