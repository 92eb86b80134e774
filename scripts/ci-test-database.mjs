// Prints the URL of a fresh database on the machine's PostgreSQL (127.0.0.1:5432, user postgres),
// or exits 1 when no such server answers. .ci/run uses it to set TEST_DATABASE_URL.
import crypto from 'node:crypto';
import pg from 'pg';

const server = 'postgres://postgres@127.0.0.1:5432';
const client = new pg.Client({ connectionString: `${server}/postgres`, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  const name = `ci_${crypto.randomBytes(5).toString('hex')}`;
  await client.query(`CREATE DATABASE ${name}`);
  process.stdout.write(`${server}/${name}\n`);
} catch (error) {
  process.stderr.write(`No PostgreSQL at 127.0.0.1:5432 (${error.message}); testing the embedded one only.\n`);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => undefined);
}
