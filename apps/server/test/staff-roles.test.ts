import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE_MESSAGES, type EndedSessions, type UserRoles } from '@rta/domain/api/staff-roles';
import type { AuditPage } from '@rta/domain/api/staff-audit';
import { buildTestApp } from './helper.ts';
import { accountWithRoles, auditRows, expectGuarded } from './staff-helpers.ts';
import { DEVICE, headersFor, OTHER_DEVICE, PASSWORD, session, signUp, uniqueEmail } from './auth-helpers.ts';

const { app, pool } = await buildTestApp({ RATE_LIMIT_AUTH_MAX: '10000', RATE_LIMIT_MAX: '0' });

let admin: Awaited<ReturnType<typeof accountWithRoles>>;
let sales: Awaited<ReturnType<typeof accountWithRoles>>;
let shopper: Awaited<ReturnType<typeof accountWithRoles>>;

beforeAll(async () => {
  admin = await accountWithRoles(app, pool, ['Store Admin']);
  sales = await accountWithRoles(app, pool, ['Sales User']);
  shopper = await accountWithRoles(app, pool, [], 'shopper');
});

const change = (action: 'grant' | 'revoke', email: string, role: string, headers = admin.headers) =>
  app.inject({ method: 'POST', url: `/api/staff/roles/${action}`, headers, payload: { email, role } });

const rolesVersion = async (email: string): Promise<number> =>
  (await pool.query<{ roles_version: number }>('SELECT roles_version FROM users WHERE email = $1', [email])).rows[0]
    ?.roles_version ?? Number.NaN;

const newAccount = async () => {
  const email = uniqueEmail('target');
  expect((await signUp(app, email)).statusCode).toBe(201);
  return email;
};

describe('roles routes: Store Admins only', () => {
  it.each([
    { method: 'GET' as const, url: '/api/staff/roles?email=a@example.com' },
    { method: 'POST' as const, url: '/api/staff/roles/grant', payload: { email: 'a@example.com', role: 'Sales User' } },
    {
      method: 'POST' as const,
      url: '/api/staff/roles/revoke',
      payload: { email: 'a@example.com', role: 'Sales User' },
    },
    { method: 'POST' as const, url: '/api/staff/sessions/end', payload: { email: 'a@example.com' } },
  ])('$method $url: 401 without a token, 403 for a shopper and for a Sales User', async (request) => {
    await expectGuarded(app, request, [shopper.headers, sales.headers]);
  });
});

describe('granting and revoking', () => {
  it('finds a user by e-mail, without regard to case, and lists their roles', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/staff/roles?email=${encodeURIComponent(sales.email.toUpperCase())}`,
      headers: admin.headers,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<UserRoles>()).toMatchObject({
      user: { email: sales.email, firstName: 'Ann' },
      roles: ['Sales User'],
    });
    const missing = await app.inject({
      method: 'GET',
      url: '/api/staff/roles?email=nobody@example.com',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(STAFF_ROLE_MESSAGES.unknownUser('nobody@example.com'));
  });

  it('grants a role, bumps the roles version and audits it; the user gets the staff console at once', async () => {
    const email = await newAccount();
    const before = await rolesVersion(email);
    const answer = await change('grant', email, 'Sales User');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<UserRoles>()).toMatchObject({ roles: ['Sales User'], rolesVersion: before + 1 });
    expect(await rolesVersion(email)).toBe(before + 1);
    const [audit] = await auditRows(pool, answer.json<UserRoles>().user.id);
    expect(audit).toMatchObject({
      action: 'role.grant',
      actor_email: admin.email,
      actor_user_id: admin.user.id,
      target_type: 'user',
    });
    expect(audit?.details).toMatchObject({ email, role: 'Sales User', before: [], after: ['Sales User'] });

    // Granting a role already held changes nothing.
    expect((await change('grant', email, 'Sales User')).json<UserRoles>().rolesVersion).toBe(before + 1);
  });

  it('keeps one contractor tier at a time: a new tier replaces the old one', async () => {
    const email = await newAccount();
    await change('grant', email, 'Contractor User Bronze');
    const answer = await change('grant', email, 'Contractor User Gold');
    expect(answer.json<UserRoles>().roles).toEqual(['Contractor User Gold']);
    const { rows } = await pool.query(
      'SELECT role FROM user_roles ur JOIN users u ON u.id = ur.user_id WHERE u.email = $1',
      [email],
    );
    expect(rows).toEqual([{ role: 'Contractor User Gold' }]);
    const audit = await auditRows(pool, answer.json<UserRoles>().user.id);
    expect(audit.at(-1)?.details).toMatchObject({ role: 'Contractor User Gold', replaced: ['Contractor User Bronze'] });
  });

  it('revokes a role and audits it', async () => {
    const email = await newAccount();
    await change('grant', email, 'Sales User');
    const version = await rolesVersion(email);
    const answer = await change('revoke', email, 'Sales User');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<UserRoles>()).toMatchObject({ roles: [], rolesVersion: version + 1 });
    expect((await auditRows(pool, answer.json<UserRoles>().user.id)).map((row) => row.action)).toEqual([
      'role.grant',
      'role.revoke',
    ]);
  });

  it('refuses an unknown role, an unknown user, a role not held, and bad input', async () => {
    const email = await newAccount();
    const role = await change('grant', email, 'Emperor');
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toBe(STAFF_ROLE_MESSAGES.unknownRole('Emperor'));
    expect((await change('grant', 'nobody@example.com', 'Sales User')).statusCode).toBe(404);
    const notHeld = await change('revoke', email, 'Sales User');
    expect(notHeld.statusCode).toBe(409);
    expect(notHeld.json().message).toBe(STAFF_ROLE_MESSAGES.notHeld(email, 'Sales User'));
    const bad = await app.inject({
      method: 'POST',
      url: '/api/staff/roles/grant',
      headers: admin.headers,
      payload: { email },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("a Store Admin may revoke another admin's Store Admin role", async () => {
    const other = await accountWithRoles(app, pool, ['Store Admin'], 'admin2');
    expect((await change('revoke', other.email, 'Store Admin')).statusCode).toBe(200);
    // Their next request is refused: roles are read on every request.
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/staff/roles?email=${encodeURIComponent(admin.email)}`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("a Store Admin's own roles (issue 19)", () => {
  it.each([
    ['grant themself a contractor tier', 'grant', 'Contractor User Gold'],
    ['grant themself a role they hold', 'grant', 'Store Admin'],
    ['revoke their own Store Admin role', 'revoke', 'Store Admin'],
    ['revoke another role of their own', 'revoke', 'Sales User'],
  ] as const)('cannot %s: 403, nothing written', async (_what, action, role) => {
    const me = await accountWithRoles(app, pool, ['Store Admin', 'Sales User'], 'admin-self');
    const version = await rolesVersion(me.email);
    const answer = await change(action, me.email.toUpperCase(), role, me.headers);
    expect(answer.statusCode, answer.body).toBe(403);
    expect(answer.json()).toEqual({ message: STAFF_ROLE_MESSAGES.ownRoles, code: 'OWN_ROLES' });
    const { rows } = await pool.query('SELECT role FROM user_roles WHERE user_id = $1 ORDER BY role', [me.user.id]);
    expect(rows).toEqual([{ role: 'Sales User' }, { role: 'Store Admin' }]);
    expect(await rolesVersion(me.email)).toBe(version);
    expect(await auditRows(pool, me.user.id)).toEqual([]);
  });

  it('another Store Admin can grant and revoke them', async () => {
    const me = await accountWithRoles(app, pool, ['Store Admin'], 'admin-self');
    expect((await change('grant', me.email, 'Contractor User Silver')).statusCode).toBe(200);
    const revoked = await change('revoke', me.email, 'Store Admin');
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<UserRoles>().roles).toEqual(['Contractor User Silver']);
    expect((await auditRows(pool, me.user.id)).map((row) => [row.action, row.actor_email])).toEqual([
      ['role.grant', admin.email],
      ['role.revoke', admin.email],
    ]);
  });
});

describe("ending a user's sessions (ASVS 7.4.5)", () => {
  const endSessions = (email: string, headers = admin.headers) =>
    app.inject({ method: 'POST', url: '/api/staff/sessions/end', headers, payload: { email } });
  const whoAmI = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/user', headers });

  it('logs the user out on every device, audits it, and leaves other users signed in', async () => {
    const email = await newAccount();
    const phone = headersFor((await session(app, email, PASSWORD, DEVICE)).token, DEVICE);
    const laptop = headersFor((await session(app, email, PASSWORD, OTHER_DEVICE)).token, OTHER_DEVICE);
    expect((await whoAmI(phone)).statusCode).toBe(200);

    const answer = await endSessions(email.toUpperCase());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<EndedSessions>()).toMatchObject({ user: { email }, ended: 2 });
    expect((await whoAmI(phone)).statusCode).toBe(401);
    expect((await whoAmI(laptop)).statusCode).toBe(401);
    expect((await whoAmI(sales.headers)).statusCode).toBe(200);
    const [audit] = await auditRows(pool, answer.json<EndedSessions>().user.id);
    expect(audit).toMatchObject({ action: 'sessions.end', actor_email: admin.email, details: { email, ended: 2 } });

    // They can log in again; a second call finds nothing open.
    const again = headersFor((await session(app, email)).token);
    expect((await whoAmI(again)).statusCode).toBe(200);
    expect((await endSessions(email)).json<EndedSessions>().ended).toBe(1);
    expect((await endSessions(email)).json<EndedSessions>().ended).toBe(0);
  });

  it('refuses an unknown user and a body without an e-mail address', async () => {
    const missing = await endSessions('nobody@example.com');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(STAFF_ROLE_MESSAGES.unknownUser('nobody@example.com'));
    expect(
      (await app.inject({ method: 'POST', url: '/api/staff/sessions/end', headers: admin.headers, payload: {} }))
        .statusCode,
    ).toBe(400);
  });
});

describe('audit log', () => {
  it('is refused to anyone who is not staff', async () => {
    await expectGuarded(app, { method: 'GET', url: '/api/staff/audit' }, [shopper.headers]);
  });

  it('lists entries newest first, a page at a time, for any staff member', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/staff/audit?pageSize=2', headers: sales.headers });
    expect(first.statusCode).toBe(200);
    const page = first.json<AuditPage>();
    expect(page.entries).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(6);
    const { rows } = await pool.query<{ id: number }>(
      'SELECT id FROM audit_log ORDER BY created_at DESC, id DESC LIMIT 3',
    );
    expect(page.entries.map((entry) => entry.id)).toEqual(rows.slice(0, 2).map((row) => row.id));
    expect(page.entries[0]).toMatchObject({ actorEmail: admin.email, targetType: 'user' });
    const second = (
      await app.inject({ method: 'GET', url: '/api/staff/audit?pageSize=2&page=2', headers: admin.headers })
    ).json<AuditPage>();
    expect(second.entries[0]?.id).toBe(rows[2]?.id);
  });

  it('refuses a page that is not a positive whole number', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/staff/audit?page=0', headers: sales.headers })).statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/api/staff/audit?pageSize=1000', headers: sales.headers })).statusCode,
    ).toBe(400);
  });
});
