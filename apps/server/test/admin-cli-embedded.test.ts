import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server-process.ts';
import { runAdmin } from './admin-cli-runner.ts';

/**
 * `npm run admin` without DATABASE_URL (issue 5: the owner's CLI works on the embedded
 * database as well as on an external one): it starts the embedded PostgreSQL of DATA_DIR
 * for the command when the store is stopped, and uses the running store's own when it is up.
 * It starts its own cluster, so it runs once, in the embedded project only.
 */
const embeddedOnly = process.env.TEST_DB_TARGET === 'embedded';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rta-admin-cli-'));
fs.chmodSync(dataDir, 0o755);
let server: RunningServer | undefined;

afterAll(async () => {
  if (server && server.process.exitCode === null) {
    server.process.kill('SIGTERM');
    await server.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const admin = (...args: string[]) => runAdmin({ DATA_DIR: dataDir }, args, 120_000);

describe.runIf(embeddedOnly)('npm run admin on the embedded database', () => {
  it(
    'lists users, and grants and revokes roles, with the store stopped and with it running',
    { timeout: 240_000 },
    async () => {
      // A fresh DATA_DIR and no store: the command starts PostgreSQL itself and migrates it.
      expect(await admin('list-users')).toMatchObject({ code: 0, stdout: '(no users yet)\n' });

      server = await startServer({ DATA_DIR: dataDir });
      expect(server.url, server.output()).not.toBe('');
      const signup = await fetch(`${server.url}/api/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'owner@example.com',
          firstName: 'Olive',
          lastName: 'Owner',
          password: 'Quill#Fern58',
        }),
      });
      expect(signup.status).toBe(201);

      // The store is up: the command uses its database, and the store sees the change at once.
      const granted = await admin('grant', 'owner@example.com', 'Contractor User Gold');
      expect(granted).toMatchObject({
        code: 0,
        stdout: "Granted 'Contractor User Gold' to owner@example.com. Roles now: Contractor User Gold\n",
      });
      const login = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-fingerprint': 'admin-cli-embedded-test' },
        body: JSON.stringify({ email: 'owner@example.com', password: 'Quill#Fern58' }),
      });
      expect(((await login.json()) as { user: { roles: string[] } }).user.roles).toEqual(['Contractor User Gold']);
      expect(await admin('list-users')).toMatchObject({ code: 0, stdout: 'owner@example.com\tContractor User Gold\n' });

      // Stopped again: the command starts the cluster for itself, and the change is kept.
      server.process.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const revoked = await admin('revoke', 'owner@example.com', 'Contractor User Gold');
      expect(revoked).toMatchObject({
        code: 0,
        stdout: "Revoked 'Contractor User Gold' from owner@example.com. Roles now: (none)\n",
      });
      expect(await admin('list-users')).toMatchObject({ code: 0, stdout: 'owner@example.com\t(no roles)\n' });
    },
  );
});
