import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { expect } from 'vitest';
import type { PlacedOrder } from '@rta/domain/api/orders';
import { headersFor, verifiedUser } from './auth-helpers.ts';

/** Gives an account a role the way the owner's command line would (a new roles version with it). */
export const grantRole = async (pool: pg.Pool, email: string, role: string): Promise<void> => {
  await pool.query(`INSERT INTO user_roles (user_id, role) SELECT id, $2 FROM users WHERE email = $1`, [email, role]);
  await pool.query(`UPDATE users SET roles_version = roles_version + 1 WHERE email = $1`, [email]);
};

/** A signed-in, verified account holding the roles. */
export const userWithRoles = async (app: FastifyInstance, pool: pg.Pool, ...roles: string[]) => {
  const user = await verifiedUser(app, pool);
  for (const role of roles) await grantRole(pool, user.email, role);
  return { ...user, headers: headersFor(user.token) };
};

/** Everyone the authorization tests ask: nobody, a shopper, a contractor, and both kinds of staff. */
export const cast = async (app: FastifyInstance, pool: pg.Pool) => ({
  shopper: await userWithRoles(app, pool),
  contractor: await userWithRoles(app, pool, 'Contractor User Gold'),
  sales: await userWithRoles(app, pool, 'Sales User'),
  admin: await userWithRoles(app, pool, 'Store Admin'),
});

const details = {
  customerName: 'Ann Lee',
  billingAddress: '12 Elm St, Springfield, IL 62701',
  phone: '(217) 555-0100',
  fulfilment: 'pickup',
};

/**
 * An order placed through the API by a new customer (or by `by`, a signed-in verified account
 * such as a staff member's); `W3030GD` in a label, so the sheet has groups and glass.
 */
export const placeOrder = async (
  app: FastifyInstance,
  pool: pg.Pool,
  overrides: { fulfilment?: 'pickup' | 'delivery'; customerName?: string } = {},
  by?: { email: string; token: string },
) => {
  const customer = by ?? (await verifiedUser(app, pool));
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headersFor(customer.token), 'idempotency-key': `key-${Math.random().toString(36).slice(2)}` },
    payload: {
      cart: {
        items: [{ id: 'a', group: 'Shaker', name: 'B12', quantity: 2, selectedColor: { code: '6244' } }],
        labels: [
          {
            id: 'l',
            name: 'Island',
            isLabel: true,
            items: [{ id: 'b', group: 'Shaker', name: 'W3030GD', quantity: 1, selectedColor: null }],
          },
        ],
        preAssembly: false,
      },
      details: { ...details, ...overrides },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { customer, order: response.json<PlacedOrder>().order };
};

export const auditRows = async (pool: pg.Pool, targetId: string) =>
  (
    await pool.query<{ action: string; actor_email: string; target_type: string; details: Record<string, unknown> }>(
      'SELECT action, actor_email, target_type, details FROM audit_log WHERE target_id = $1 ORDER BY id',
      [targetId],
    )
  ).rows;

export const outboxTo = async (pool: pg.Pool, to: string) =>
  (
    await pool.query<{ subject: string; text: string }>(
      'SELECT subject, text FROM mail_outbox WHERE "to" = $1 ORDER BY id',
      [to],
    )
  ).rows;
