import { asc, eq } from 'drizzle-orm';
import { KNOWN_ROLES } from '@rta/domain/accounts/roles';
import { STAFF_ROLE_MESSAGES } from '@rta/domain/api/staff-roles';
import { loadConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/pool.ts';
import { userRoles, users } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { createRoleAdmin } from '../staff/role-admin.ts';
import type { AuditActor } from '../staff/audit.ts';
import { openAdminDatabase } from './admin-database.ts';

/** The owner's actions are audited under this name (issue 9). */
const CLI_ACTOR: AuditActor = { id: null, email: 'cli' };

const USAGE = `Usage:
  npm run admin -- grant <email> "<role>"
  npm run admin -- revoke <email> "<role>"
  npm run admin -- roles <email>
  npm run admin -- end-sessions <email>
  npm run admin -- list-users
Roles: ${KNOWN_ROLES.map((role) => `"${role}"`).join(', ')}`;

class UsageError extends Error {}

const listUsers = async (db: Database): Promise<string[]> => {
  const rows = await db
    .select({ email: users.email, role: userRoles.role })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .orderBy(asc(users.email), asc(userRoles.role));
  const byUser = new Map<string, string[]>();
  for (const row of rows) byUser.set(row.email, [...(byUser.get(row.email) ?? []), ...(row.role ? [row.role] : [])]);
  if (byUser.size === 0) return ['(no users yet)'];
  return [...byUser].map(([email, roles]) => `${email}\t${roles.join(', ') || '(no roles)'}`);
};

const run = async (db: Database, args: string[]): Promise<string[]> => {
  const [command, email, role, ...rest] = args;
  const roles = createRoleAdmin(db);
  const rolesLine = (list: string[]) => (list.length > 0 ? list.join(', ') : '(none)');
  switch (command) {
    case 'grant':
    case 'revoke': {
      if (!email || !role || rest.length > 0)
        throw new UsageError(`'${command}' needs an e-mail address and one role (quote a role with spaces).`);
      const answer =
        command === 'grant' ? await roles.grant(CLI_ACTOR, email, role) : await roles.revoke(CLI_ACTOR, email, role);
      const verb = command === 'grant' ? 'Granted' : 'Revoked';
      return [
        `${verb} '${role.trim()}' ${command === 'grant' ? 'to' : 'from'} ${answer.user.email}. Roles now: ${rolesLine(answer.roles)}`,
      ];
    }
    case 'roles': {
      if (!email || role) throw new UsageError("'roles' needs one e-mail address.");
      const answer = await roles.rolesFor(email);
      return [`${answer.user.email}: ${rolesLine(answer.roles)}`];
    }
    case 'end-sessions': {
      if (!email || role) throw new UsageError("'end-sessions' needs one e-mail address.");
      const answer = await roles.endSessions(CLI_ACTOR, email);
      return [STAFF_ROLE_MESSAGES.sessionsEnded(answer.user.email, answer.ended)];
    }
    case 'list-users':
      return listUsers(db);
    default:
      throw new UsageError(command ? `Unknown command '${command}'.` : 'Give a command.');
  }
};

const main = async (): Promise<number> => {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    process.stdout.write(`${USAGE}\n`);
    return args.length === 0 ? 2 : 0;
  }
  const database = await openAdminDatabase(loadConfig());
  try {
    for (const line of await run(createDatabase(database.pool), args)) process.stdout.write(`${line}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`error: ${error.message}\n${USAGE}\n`);
      return 2;
    }
    if (error instanceof HttpError) {
      process.stderr.write(`error: ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
};

// Exit with the command's code once the database is closed (and an embedded cluster stopped).
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
