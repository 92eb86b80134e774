import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { expect } from 'vitest';
import { headersFor, session, signUp, uniqueEmail } from './auth-helpers.ts';

/** A signed-up account (logging in needs no verification) with the given roles, and its session headers. */
export const accountWithRoles = async (app: FastifyInstance, pool: pg.Pool, roles: string[], label = 'staff') => {
  const email = uniqueEmail(label);
  expect((await signUp(app, email)).statusCode).toBe(201);
  for (const role of roles) {
    await pool.query(`INSERT INTO user_roles (user_id, role) SELECT id, $2 FROM users WHERE email = $1`, [email, role]);
  }
  const { token, user } = await session(app, email);
  return { email, user, headers: headersFor(token) };
};

export interface AuditRow {
  actor_user_id: string | null;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  details: Record<string, unknown>;
}

export const auditRows = async (pool: pg.Pool, targetId: string): Promise<AuditRow[]> =>
  (await pool.query<AuditRow>('SELECT * FROM audit_log WHERE target_id = $1 ORDER BY id', [targetId])).rows;

/** Every guard answer a staff route must give: 401 without a token, 403 for a shopper (and for a Sales User on admin routes). */
export const expectGuarded = async (
  app: FastifyInstance,
  request: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: Record<string, unknown> },
  refused: Record<string, string>[],
) => {
  const anonymous = await app.inject(request);
  expect(anonymous.statusCode, anonymous.body).toBe(401);
  for (const headers of refused) {
    const answer = await app.inject({ ...request, headers });
    expect(answer.statusCode, answer.body).toBe(403);
    expect(answer.json<{ message: string }>().message).toMatch(/permission|allowed|forbidden/i);
  }
};
