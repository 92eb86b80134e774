import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  HAND_OFF_MESSAGES as M,
  type CustomerHandOffList,
  type HandOff,
  type HandOffAccepted,
  type StaffHandOffDetail,
  type StaffHandOffList,
} from '@rta/domain/api/hand-offs';
import { PROJECT_LIMITS, PROJECT_MESSAGES, type Project } from '@rta/domain/api/projects';
import { buildTestApp } from './helper.ts';
import { headersFor, session, signUp, uniqueEmail, verifiedUser } from './auth-helpers.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { auditRows, cast, userWithRoles } from './staff-order-helpers.ts';

/** The designer's hand-off (issue 23, decision 0163): its states, and who may see and act on each. */
const sink = await startSmtpSink();
const { app, pool } = await buildTestApp({ SMTP_URL: sink.url, RATE_LIMIT_AUTH_MAX: '10000', RATE_LIMIT_MAX: '0' });
const people = await cast(app, pool);

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const plan = {
  walls: [{ id: 'w1', name: 'Sink wall', length: 120, base: [{ id: 's1', kind: 'piece', itemId: 'b' }], upper: [] }],
};
const kitchen = {
  items: [{ id: 'a', group: 'Shaker', name: 'B12', quantity: 2, selectedColor: null }],
  labels: [
    {
      id: 'k',
      name: 'Kitchen',
      items: [{ id: 'b', group: 'Shaker', name: 'B15', quantity: 1, selectedColor: null }],
      plan,
    },
  ],
  preAssembly: false,
};

const staffUrl = (id: string, tail = '') => `/api/staff/hand-offs/${id}${tail}`;
const create = (
  email: string,
  name = `Kitchen ${crypto.randomUUID().slice(0, 6)}`,
  by: Headers = people.sales.headers,
) => call('POST', '/api/staff/hand-offs', by, { email, name });
const fill = (id: string, cartData: unknown = kitchen, by: Headers = people.sales.headers) =>
  call('PUT', staffUrl(id), by, { cartData });
const send = (id: string, by: Headers = people.sales.headers) => call('POST', staffUrl(id, '/send'), by);
const view = (id: string, by: Headers) => call('GET', `/api/hand-offs/${id}`, by);
const accept = (id: string, by: Headers) => call('POST', `/api/hand-offs/${id}/accept`, by);
const decline = (id: string, by: Headers, note: unknown = 'The sink should be under the window.') =>
  call('POST', `/api/hand-offs/${id}/decline`, by, { note });

const draftFor = async (email: string, name?: string) => {
  const made = await create(email, name);
  expect(made.statusCode, made.body).toBe(201);
  const { id } = made.json<StaffHandOffDetail>();
  expect((await fill(id)).statusCode).toBe(200);
  return id;
};
const sentTo = async (email: string, name?: string) => {
  const id = await draftFor(email, name);
  const sent = await send(id);
  expect(sent.statusCode, sent.body).toBe(200);
  return id;
};
const customer = async () => {
  const user = await verifiedUser(app, pool);
  return { ...user, headers: headersFor(user.token) };
};
const notFound = { message: M.notFound, code: 'HAND_OFF_NOT_FOUND' };
const stateOf = async (id: string) =>
  (await call('GET', staffUrl(id), people.sales.headers)).json<StaffHandOffDetail>().state;

describe('a hand-off from draft to accepted', () => {
  it('is made, filled and sent by a Sales User, mailed with its link, and accepted into the customer’s projects', async () => {
    const pat = await customer();
    const made = await create(pat.email.toUpperCase(), 'Kitchen for Pat');
    expect(made.statusCode, made.body).toBe(201);
    const draft = made.json<StaffHandOffDetail>();
    expect(draft).toMatchObject({ email: pat.email, name: 'Kitchen for Pat', state: 'draft', itemCount: 0 });
    expect(draft.createdByEmail).toBe(people.sales.email);

    // Sending an empty draft is refused; a draft is the designer's alone.
    expect((await send(draft.id)).json()).toMatchObject({ message: M.empty });
    expect((await view(draft.id, pat.headers)).json()).toEqual(notFound);

    const filled = await fill(draft.id);
    expect(filled.statusCode, filled.body).toBe(200);
    const detail = filled.json<StaffHandOffDetail>();
    expect(detail.itemCount).toBe(2);
    expect(detail.cartData.labels[0]).toMatchObject({ name: 'Kitchen', plan: { walls: [{ name: 'Sink wall' }] } });

    const sent = await send(draft.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<StaffHandOffDetail>().state).toBe('sent');
    const mail = await sink.waitFor((m) => m.to.includes(pat.email) && m.subject.includes('Kitchen for Pat'));
    expect(mail.text).toContain(`${app.config.publicUrl}/hand-offs/${draft.id}`);
    expect(mail.text).toContain('2 items');

    const seen = await view(draft.id, pat.headers);
    expect(seen.statusCode, seen.body).toBe(200);
    const handOff = seen.json<HandOff>();
    expect(handOff).toMatchObject({ name: 'Kitchen for Pat', state: 'sent', itemCount: 2, projectId: null });
    expect(handOff.total).toBeGreaterThan(0);
    expect(seen.body).not.toContain(people.sales.email);

    const accepted = await accept(draft.id, pat.headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { project, handOff: answered } = accepted.json<HandOffAccepted>();
    expect(answered).toMatchObject({ state: 'accepted', projectId: project.id });
    const projects = (await call('GET', '/api/projects', pat.headers)).json<{ projects: Project[] }>().projects;
    const mine = projects.find((p) => p.id === project.id);
    expect(mine).toMatchObject({ name: 'Kitchen for Pat', itemCount: 2 });
    expect(mine?.cartData.labels[0]?.plan?.walls[0]?.name).toBe('Sink wall');

    // The designer who made it is told: which customer, which hand-off, accepted.
    const told = await sink.waitFor(
      (m) => m.to.includes(people.sales.email) && m.subject.includes(`${pat.email} accepted 'Kitchen for Pat'`),
    );
    expect(told.text).toContain(`It is now one of their projects, named 'Kitchen for Pat'.`);
    expect(told.text).toContain(`${app.config.publicUrl}/staff/hand-offs/${draft.id}`);

    expect(await stateOf(draft.id)).toBe('accepted');
    const list = (
      await call('GET', '/api/staff/hand-offs?state=accepted', people.admin.headers)
    ).json<StaffHandOffList>();
    expect(list.handOffs.map((h) => h.id)).toContain(draft.id);

    expect((await auditRows(pool, draft.id)).map((row) => [row.action, row.actor_email])).toEqual([
      ['handoff.create', people.sales.email],
      ['handoff.fill', people.sales.email],
      ['handoff.send', people.sales.email],
      ['handoff.accept', pat.email],
    ]);
    // The console's audit log has them under their own area, newest first.
    const log = await call('GET', `/api/staff/audit?area=handoff&target=${draft.id}`, people.admin.headers);
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json<{ entries: { action: string }[] }>().entries.map((entry) => entry.action)).toEqual([
      'handoff.accept',
      'handoff.send',
      'handoff.fill',
      'handoff.create',
    ]);
  });

  it('takes a free name for the project when the customer already has one of that name', async () => {
    const pat = await customer();
    expect((await call('POST', '/api/projects', pat.headers, { name: 'Galley', cartData: kitchen })).statusCode).toBe(
      201,
    );
    const id = await sentTo(pat.email, 'Galley');
    expect((await accept(id, pat.headers)).json<HandOffAccepted>().project.name).toBe('Galley (2)');
  });

  it('keeps to the project list’s bound: a customer with the most projects is told so, and it stays sent', async () => {
    const pat = await customer();
    const { rows } = await pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [pat.email]);
    await pool.query(
      `INSERT INTO projects (user_id, name, cart_data) SELECT $1, 'P' || n, '{"items":[],"labels":[],"preAssembly":false}'::jsonb FROM generate_series(1, $2::int) n`,
      [rows[0]?.id, PROJECT_LIMITS.perUser],
    );
    const id = await sentTo(pat.email);
    const refused = await accept(id, pat.headers);
    expect([refused.statusCode, refused.json().message]).toEqual([409, PROJECT_MESSAGES.tooMany]);
    expect(await stateOf(id)).toBe('sent');
  });
});

describe('declining', () => {
  it('takes a note the console shows, and is final', async () => {
    const pat = await customer();
    const id = await sentTo(pat.email);
    expect((await decline(id, pat.headers, '   ')).json().message).toBe(M.noteRequired);
    expect((await decline(id, pat.headers, 'x'.repeat(1001))).json().message).toBe(M.noteTooLong);
    const declined = await decline(id, pat.headers, '  The sink should be under the window.  ');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<HandOff>()).toMatchObject({
      state: 'declined',
      declineNote: 'The sink should be under the window.',
    });

    const detail = (await call('GET', staffUrl(id), people.sales.headers)).json<StaffHandOffDetail>();
    expect(detail).toMatchObject({ state: 'declined', declineNote: 'The sink should be under the window.' });
    expect((await auditRows(pool, id)).at(-1)).toMatchObject({ action: 'handoff.decline', actor_email: pat.email });
    // The designer who made it is mailed the answer and the note.
    const told = await sink.waitFor(
      (m) => m.to.includes(people.sales.email) && m.subject.includes(`${pat.email} declined`) && m.text.includes(id),
    );
    expect(told.text).toMatch(/Their note:\r?\nThe sink should be under the window\./);

    // Answered once: neither answer again, no re-send, no change, no delete.
    for (const again of [await accept(id, pat.headers), await decline(id, pat.headers)])
      expect([again.statusCode, again.json().message]).toEqual([409, M.alreadyAnswered('declined')]);
    expect((await send(id)).json().message).toBe(M.cannotSend('declined'));
    expect((await fill(id)).json().message).toBe(M.notDraft('declined'));
    expect((await call('DELETE', staffUrl(id), people.sales.headers)).json().message).toBe(M.notDraft('declined'));
  });
});

describe('the mail of an answer', () => {
  it('goes to the designer’s address as it is now, and to the store’s mailbox once they are no longer staff', async () => {
    const designer = await userWithRoles(app, pool, 'Sales User');
    const madeBy = async (name: string) => {
      const made = await create(pat.email, name, designer.headers);
      expect(made.statusCode, made.body).toBe(201);
      const { id } = made.json<StaffHandOffDetail>();
      expect((await fill(id, kitchen, designer.headers)).statusCode).toBe(200);
      expect((await send(id, designer.headers)).statusCode).toBe(200);
      return id;
    };
    const pat = await customer();
    const first = await madeBy('Moved designer');
    const second = await madeBy('Departed designer');

    const newAddress = uniqueEmail();
    await pool.query('UPDATE users SET email = $1 WHERE email = $2', [newAddress, designer.email]);
    expect((await accept(first, pat.headers)).statusCode).toBe(200);
    const accepted = await sink.waitFor((m) => m.subject.includes(`accepted 'Moved designer'`));
    expect(accepted.to).toContain(newAddress);
    expect(accepted.to).not.toContain(designer.email);

    await pool.query(`DELETE FROM user_roles WHERE user_id = (SELECT id FROM users WHERE email = $1)`, [newAddress]);
    expect((await decline(second, pat.headers)).statusCode).toBe(200);
    const told = await sink.waitFor((m) => m.subject.includes(`declined 'Departed designer'`));
    expect(told.to).toContain('support@localhost');
    expect(told.to).not.toContain(newAddress);
  });
});

describe('what staff may do in each state', () => {
  it('changes and deletes only a draft, and sends a sent hand-off again with a new mail', async () => {
    const pat = await customer();
    const id = await sentTo(pat.email, 'Resent kitchen');
    const changed = await fill(id);
    expect([changed.statusCode, changed.json().message]).toEqual([409, M.notDraft('sent')]);
    expect((await call('DELETE', staffUrl(id), people.sales.headers)).statusCode).toBe(409);
    expect((await send(id, people.admin.headers)).statusCode).toBe(200);
    await sink.waitFor((m) => m.to.includes(pat.email) && m.subject.includes('Resent kitchen'));
    const { rows } = await pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM mail_outbox WHERE "to" = $1 AND subject LIKE $2',
      [pat.email, '%Resent kitchen%'],
    );
    expect(rows[0]?.n).toBe(2);
    expect((await auditRows(pool, id)).filter((row) => row.action === 'handoff.send')).toHaveLength(2);

    const draft = await draftFor(pat.email);
    const deleted = await call('DELETE', staffUrl(draft), people.sales.headers);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', staffUrl(draft), people.sales.headers)).statusCode).toBe(404);
    expect((await auditRows(pool, draft)).map((row) => row.action)).toEqual([
      'handoff.create',
      'handoff.fill',
      'handoff.delete',
    ]);
  });

  it('refuses a SKU the store does not sell, and a bad address or name, with what is wrong', async () => {
    const pat = await customer();
    const id = await draftFor(pat.email);
    const unknown = await fill(id, {
      items: [{ id: 'z', group: 'Shaker', name: 'NOPE9', quantity: 1, selectedColor: null }],
      labels: [],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('NOPE9');
    expect((await create('not an address')).statusCode).toBe(400);
    expect((await create(pat.email, '  ')).statusCode).toBe(400);
    expect((await call('GET', staffUrl('not-a-uuid'), people.sales.headers)).statusCode).toBe(400);
  });

  it('never lets a staff member hand a project to their own address, nor act on one made for them', async () => {
    const own = await create(people.sales.email.toUpperCase());
    expect([own.statusCode, own.json().message]).toEqual([403, M.ownAddress]);

    // A Store Admin makes one for the Sales User: the Sales User may not fill, send or delete it.
    const made = await create(people.sales.email, 'For Sam', people.admin.headers);
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json<StaffHandOffDetail>();
    for (const attempt of [await fill(id), await send(id), await call('DELETE', staffUrl(id), people.sales.headers)])
      expect([attempt.statusCode, attempt.json().message]).toEqual([403, M.ownAddress]);
    expect(await stateOf(id)).toBe('draft');
  });
});

describe('who sees a hand-off', () => {
  it('shows it to nobody but its verified addressee: anyone else is told it does not exist', async () => {
    const pat = await customer();
    const kim = await customer();
    const id = await sentTo(pat.email);
    for (const who of [kim.headers, people.sales.headers]) {
      for (const attempt of [await view(id, who), await accept(id, who), await decline(id, who)]) {
        expect([attempt.statusCode, attempt.json()]).toEqual([404, notFound]);
      }
    }
    expect([(await view(crypto.randomUUID(), kim.headers)).json(), (await view('nope', kim.headers)).json()]).toEqual([
      notFound,
      notFound,
    ]);
    expect((await view(id, {})).statusCode).toBe(401);
    expect(await stateOf(id)).toBe('sent');
  });

  it('asks an unverified account with the address to verify it first, then shows it after signing up', async () => {
    const email = uniqueEmail('newcomer');
    const id = await sentTo(email);
    expect((await signUp(app, email)).statusCode).toBe(201);
    const { token } = await session(app, email);
    const unverified = await view(id, headersFor(token));
    expect([unverified.statusCode, unverified.json().message]).toEqual([403, M.verifyFirst]);
    expect((await accept(id, headersFor(token))).statusCode).toBe(403);

    await pool.query('UPDATE users SET enabled = 1 WHERE email = $1', [email]);
    const seen = await view(id, headersFor(token));
    expect(seen.statusCode, seen.body).toBe(200);
  });

  it('lists to a customer the hand-offs sent to them, with their state: never a draft, never another’s', async () => {
    const pat = await customer();
    const kim = await customer();
    const mineOf = async (headers: Headers) => {
      const listed = await call('GET', '/api/hand-offs', headers);
      expect(listed.statusCode, listed.body).toBe(200);
      return listed.json<CustomerHandOffList>().handOffs.map(({ name, state }) => [name, state]);
    };
    expect(await mineOf(pat.headers)).toEqual([]);
    const first = await sentTo(pat.email, 'Pat kitchen');
    await draftFor(pat.email, 'Pat draft');
    await sentTo(kim.email, 'Kim kitchen');
    const second = await sentTo(pat.email.toUpperCase(), 'Pat bath');
    expect((await decline(second, pat.headers)).statusCode).toBe(200);
    // Newest first.
    expect(await mineOf(pat.headers)).toEqual([
      ['Pat bath', 'declined'],
      ['Pat kitchen', 'sent'],
    ]);
    expect((await accept(first, pat.headers)).statusCode).toBe(200);
    expect((await mineOf(pat.headers))[1]).toEqual(['Pat kitchen', 'accepted']);
    expect(await mineOf(kim.headers)).toEqual([['Kim kitchen', 'sent']]);
    expect((await call('GET', '/api/hand-offs', {})).statusCode).toBe(401);
  });

  it('lists nothing to an unverified account: it is asked to verify the address first, as for one hand-off', async () => {
    const email = uniqueEmail('unverified');
    await sentTo(email);
    expect((await signUp(app, email)).statusCode).toBe(201);
    const { token } = await session(app, email);
    const refused = await call('GET', '/api/hand-offs', headersFor(token));
    expect([refused.statusCode, refused.json().message]).toEqual([403, M.verifyFirst]);
    expect(refused.body).not.toContain('Kitchen');
  });

  it('keeps the console to staff', async () => {
    const pat = await customer();
    const id = await sentTo(pat.email);
    for (const who of [people.shopper.headers, people.contractor.headers, pat.headers]) {
      expect((await call('GET', '/api/staff/hand-offs', who)).statusCode).toBe(403);
      expect((await call('GET', staffUrl(id), who)).statusCode).toBe(403);
    }
  });
});
