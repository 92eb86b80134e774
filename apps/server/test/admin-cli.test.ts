import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase } from './helper.ts';
import { runAdmin } from './admin-cli-runner.ts';

const url = await createTestDatabase();

/** The owner's command line against this file's database. */
const admin = (...args: string[]) => runAdmin({ DATABASE_URL: url }, args);

const query = async <T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
};

describe('npm run admin', () => {
  it('grants and lists roles, bumps the roles version and writes an audit row as cli', async () => {
    const [user] = await query<{ id: string }>(
      `INSERT INTO users (email, first_name, last_name, password_hash) VALUES ('Owner@Example.com', 'Olive', 'Owner', 'x') RETURNING id`,
    );
    const granted = await admin('grant', 'owner@example.com', 'Store Admin');
    expect(granted.stderr).toBe('');
    expect(granted).toMatchObject({
      code: 0,
      stdout: "Granted 'Store Admin' to Owner@Example.com. Roles now: Store Admin\n",
    });
    expect(await query('SELECT role FROM user_roles WHERE user_id = $1', [user?.id])).toEqual([
      { role: 'Store Admin' },
    ]);
    expect(await query('SELECT roles_version FROM users WHERE id = $1', [user?.id])).toEqual([{ roles_version: 2 }]);
    expect(
      await query('SELECT actor_user_id, actor_email, action, target_id FROM audit_log WHERE target_id = $1', [
        user?.id,
      ]),
    ).toEqual([{ actor_user_id: null, actor_email: 'cli', action: 'role.grant', target_id: user?.id }]);

    const roles = await admin('roles', 'owner@example.com');
    expect(roles).toMatchObject({ code: 0, stdout: 'Owner@Example.com: Store Admin\n' });

    const revoked = await admin('revoke', 'owner@example.com', 'Store Admin');
    expect(revoked).toMatchObject({
      code: 0,
      stdout: "Revoked 'Store Admin' from Owner@Example.com. Roles now: (none)\n",
    });
  });

  it("ends a user's open sessions, audited as cli", async () => {
    const [user] = await query<{ id: string }>(
      `INSERT INTO users (email, first_name, last_name, password_hash) VALUES ('leaver@example.com', 'Lee', 'Leaver', 'x') RETURNING id`,
    );
    await query(
      `INSERT INTO sessions (token_hash, user_id, fingerprint, expires_at) VALUES
        ('open-1', $1, 'f1', now() + interval '1 hour'), ('open-2', $1, 'f2', now() + interval '1 hour'),
        ('expired', $1, 'f3', now() - interval '1 hour')`,
      [user?.id],
    );
    const ended = await admin('end-sessions', 'leaver@example.com');
    expect(ended).toMatchObject({
      code: 0,
      stdout: 'Ended 2 sessions of leaver@example.com: they must log in again.\n',
    });
    expect(
      await query('SELECT token_hash FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [user?.id]),
    ).toEqual([{ token_hash: 'expired' }]);
    expect(await query('SELECT actor_email, action FROM audit_log WHERE target_id = $1', [user?.id])).toEqual([
      { actor_email: 'cli', action: 'sessions.end' },
    ]);
    expect(await admin('end-sessions', 'leaver@example.com')).toMatchObject({
      code: 0,
      stdout: 'leaver@example.com had no open sessions.\n',
    });
  });

  it('answers an unknown user, an unknown role and a wrong command with one clear line', async () => {
    const user = await admin('grant', 'nobody@example.com', 'Sales User');
    expect(user).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'error: No account uses the e-mail address nobody@example.com.\n',
    });
    const role = await admin('grant', 'owner@example.com', 'Sales');
    expect(role.code).toBe(1);
    expect(role.stderr).toMatch(
      /^error: Unknown role 'Sales'\. Choose one of: Sales User, Store Admin, Contractor User Bronze, Contractor User Silver, Contractor User Gold\.\n$/,
    );
    const usage = await admin('promote', 'owner@example.com');
    expect(usage.code).toBe(2);
    expect(usage.stderr.split('\n')[0]).toBe("error: Unknown command 'promote'.");
  });
});
