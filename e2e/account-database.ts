import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { e2eDataDir } from './e2e-server.ts';

/**
 * The e2e server's embedded PostgreSQL, reached the way its owner would: the port from
 * postmaster.pid and the password the server generated in the data dir. Only for what the
 * store has no screen for yet (granting roles: there is no staff UI).
 */
const connect = async (): Promise<pg.Client> => {
  const lines = fs.readFileSync(path.join(e2eDataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const password = fs.readFileSync(path.join(e2eDataDir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(lines[3]),
    user: 'postgres',
    password,
    database: 'store',
  });
  await client.connect();
  return client;
};

/** Grants a role as the owner's `admin grant` would: the role, and a new roles version for clients to notice. */
export const grantRole = async (email: string, role: string): Promise<void> => {
  const client = await connect();
  try {
    const granted = await client.query(
      `INSERT INTO user_roles (user_id, role) SELECT id, $2 FROM users WHERE lower(email) = lower($1) ON CONFLICT DO NOTHING`,
      [email, role],
    );
    if (granted.rowCount !== 1) throw new Error(`could not grant ${role} to ${email}`);
    await client.query(`UPDATE users SET roles_version = roles_version + 1 WHERE lower(email) = lower($1)`, [email]);
  } finally {
    await client.end();
  }
};

/**
 * Files a backlog of support messages straight into the table, as if sent over time: the
 * contact form is rate-limited per sender, so a busy inbox cannot be filled through it.
 */
export const fileSupportBacklog = async (count: number, subjectPrefix: string): Promise<void> => {
  const client = await connect();
  try {
    await client.query(
      `INSERT INTO contact_messages (name, email, subject, message, context, priority, form_type, recipient_email, created_at)
       SELECT 'Backlog Sender ' || n, 'backlog' || n || '@example.com', $2 || ' ' || n, 'A message from the backlog.',
              'general_inquiry', 'normal', 'contact', 'support@example.com', now() - make_interval(mins => n)
       FROM generate_series(1, $1::int) AS n`,
      [count, subjectPrefix],
    );
  } finally {
    await client.end();
  }
};
