import crypto from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BINDER_LIMITS, QUANTITY_MAX, QUANTITY_MIN } from '@rta/domain/binder/ops';
import { orderTotalProblem } from '@rta/domain/checkout/rules';
import type { CheckoutQuote, PlacedOrder } from '@rta/domain/api/orders';
import { buildTestApp } from './helper.ts';
import { headersFor, verifiedUser } from './auth-helpers.ts';

/**
 * Any binder the API accepts, up to its own limits (lines, labels, quantities) and made of
 * the priciest SKUs, glass doors and painted colours, with pre-assembly or not, for a shopper
 * of any contractor tier or none: it is saved and priced, quoted at checkout and ordered, or
 * refused with a 4xx that says why, never a 5xx; and a refused order writes nothing. (Order
 * amounts are 32-bit integer columns: a binder can reach tens of millions of dollars.)
 */
const { app, pool } = await buildTestApp({ RATE_LIMIT_AUTH_MAX: '10000', RATE_LIMIT_MAX: '0' });

const TIERS = [null, 'Contractor User Bronze', 'Contractor User Silver', 'Contractor User Gold'] as const;
const shoppers = await Promise.all(
  TIERS.map(async (role) => {
    const shopper = await verifiedUser(app, pool);
    if (role)
      await pool.query(`INSERT INTO user_roles (user_id, role) SELECT id, $2 FROM users WHERE email = $1`, [
        shopper.email,
        role,
      ]);
    return shopper;
  }),
);

/** The catalogue's dearest cabinets (price, glass door and paint together), the glass version where there is one. */
const { rows: dearest } = await pool.query<{ group_name: string; name: string; glass_name: string | null }>(
  `SELECT group_name, name, glass_name FROM cabinets WHERE NOT hidden
   ORDER BY price_cents + coalesce(glass_price_cents, 0) + paint_price_cents DESC LIMIT 8`,
);
const { rows: colours } = await pool.query<{ code: string }>(`SELECT code FROM colors ORDER BY sort_order LIMIT 3`);
const inHouse = await pool.query<{ code: string }>(`SELECT code FROM colors WHERE code LIKE 'RTA-%' LIMIT 1`);

const sku = fc.constantFrom(
  ...dearest.flatMap((row) => [row, ...(row.glass_name ? [{ ...row, name: row.glass_name }] : [])]),
);
const colour = fc.constantFrom(null, ...[...colours, ...inHouse.rows].map(({ code }) => ({ code })));
const quantity = fc.oneof(
  fc.integer({ min: QUANTITY_MIN, max: 3 }),
  fc.integer({ min: QUANTITY_MIN, max: QUANTITY_MAX }),
  fc.constant(QUANTITY_MAX),
);
/** A line and the label it goes into (beyond the labels there are, the binder's top level). */
const line = fc.record({ row: sku, quantity, selectedColor: colour, label: fc.nat(5) });
const lines = fc.oneof(
  fc.array(line, { minLength: 1, maxLength: 5 }),
  fc.array(line, { minLength: 1, maxLength: BINDER_LIMITS.lines, size: 'max' }),
  fc.constant(
    Array.from({ length: BINDER_LIMITS.lines }, () => ({
      row: dearest[0],
      quantity: QUANTITY_MAX,
      selectedColor: colours[0] ?? null,
      label: 9,
    })),
  ),
);
const binderOf = (
  chosen: fc.Arbitrary<
    {
      row: (typeof dearest)[number] | undefined;
      quantity: number;
      selectedColor: { code: string } | null;
      label: number;
    }[]
  >,
) =>
  fc
    .record({ chosen, labelCount: fc.nat(3), preAssembly: fc.boolean() })
    .map(({ chosen: all, labelCount, preAssembly }) => {
      const item = (entry: (typeof all)[number], index: number) => ({
        id: `i${index}`,
        group: entry.row?.group_name ?? 'Shaker',
        name: entry.row?.name ?? 'B12',
        quantity: entry.quantity,
        selectedColor: entry.selectedColor,
      });
      const placed = all.map((entry, index) => ({ label: entry.label, item: item(entry, index) }));
      return {
        items: placed.filter(({ label }) => label >= labelCount).map(({ item: one }) => one),
        labels: Array.from({ length: labelCount }, (_, index) => ({
          id: `l${index}`,
          name: `Room ${index + 1}`,
          items: placed.filter(({ label }) => label === index).map(({ item: one }) => one),
        })),
        preAssembly,
      };
    });

const details = (fulfilment: 'pickup' | 'delivery') => ({
  customerName: 'Ann Lee',
  billingAddress: '12 Elm St, Springfield, IL 62701',
  phone: '(217) 555-0100',
  fulfilment,
});

/** Row counts of every table, and each shopper's binder as stored: a refused order leaves them all as they were. */
const snapshot = async () => {
  const { rows: tables } = await pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const { rows } = await pool.query(
    `SELECT ${tables.map(({ table_name: table }) => `(SELECT count(*)::int FROM "${table}") AS "${table}"`).join(', ')},
            (SELECT json_agg(json_build_array(user_id, md5(items::text || labels::text), updated_at) ORDER BY user_id) FROM carts) AS binders`,
  );
  return rows[0] as unknown;
};

/** A 4xx with a message, or a success: never a 5xx. */
const expectAnswered = (response: { statusCode: number; body: string }, what: string) => {
  expect(response.statusCode, `${what} → ${response.statusCode} ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 400)
    expect(JSON.parse(response.body).message, `${what} has no message`).toEqual(expect.any(String));
};

describe('any binder the API accepts', () => {
  it('is saved, quoted and ordered, or refused with a 4xx that writes nothing; never a 5xx', async () => {
    // What the runs came to, so that both sides of the maximum are shown to have been reached.
    const outcomes = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        binderOf(lines),
        fc.nat(TIERS.length - 1),
        fc.constantFrom('pickup' as const, 'delivery' as const),
        async (cart, tier, fulfilment) => {
          const shopper = shoppers[tier];
          if (!shopper) throw new Error('no shopper for the tier');
          const headers = headersFor(shopper.token);

          const saved = await app.inject({ method: 'PUT', url: '/api/cart', headers, payload: cart });
          expectAnswered(saved, 'PUT /api/cart');
          expectAnswered(await app.inject({ method: 'GET', url: '/api/cart', headers }), 'GET /api/cart');

          const quoted = await app.inject({
            method: 'POST',
            url: '/api/checkout/prices',
            headers,
            payload: { cart, fulfilment },
          });
          expectAnswered(quoted, 'POST /api/checkout/prices');

          const before = await snapshot();
          const ordered = await app.inject({
            method: 'POST',
            url: '/api/orders',
            headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
            payload: { cart, details: details(fulfilment) },
          });
          expectAnswered(ordered, 'POST /api/orders');
          outcomes.add(`${saved.statusCode} ${quoted.statusCode} ${ordered.statusCode}`);
          if (ordered.statusCode >= 400) expect(await snapshot(), 'a refused order wrote something').toEqual(before);

          // The order charges what checkout quoted, and is refused exactly when that is over the maximum.
          if (quoted.statusCode === 200) {
            const quote = quoted.json<CheckoutQuote>();
            const refusal = orderTotalProblem(quote.totals.total, quote.orderTotalMax);
            if (refusal) expect(ordered.json()).toEqual({ message: refusal, code: 'ORDER_TOTAL_TOO_LARGE' });
            else expect(ordered.json<PlacedOrder>().order.total, ordered.body.slice(0, 300)).toBe(quote.totals.total);
          }
          if (ordered.statusCode === 201)
            expectAnswered(
              await app.inject({ method: 'GET', url: '/api/orders/user', headers }),
              'GET /api/orders/user',
            );
        },
      ),
      { numRuns: 40 },
    );
    expect([...outcomes].sort()).toEqual(['200 200 201', '200 200 400']);
  });
});
