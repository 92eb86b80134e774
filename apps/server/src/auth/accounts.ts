import { COMMON_PASSWORDS } from '@rta/domain/accounts/common-passwords';
import type { PasswordWords } from '@rta/domain/accounts/rules';
import type { Database } from '../db/pool.ts';
import type { BackgroundTasks } from '../lib/background-tasks.ts';
import type { Clock } from '../lib/clock.ts';
import { sha256Hex } from '../lib/secure-token.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createEmailLinks, type EmailLinks } from './email-links.ts';
import { createKnownDevices, type KnownDevices } from './known-devices.ts';
import { createLoginLockout, type LoginLockout } from './login-lockout.ts';
import { createSessionService, type SessionService } from './sessions.ts';
import { createUserRepository, type UserRepository } from './user-repository.ts';

/** Everything the account flows (signup, login, verification, reset) work with. */
export interface Accounts {
  db: Database;
  clock: Clock;
  users: UserRepository;
  sessions: SessionService;
  lockout: LoginLockout;
  knownDevices: KnownDevices;
  links: EmailLinks;
  mailer: Mailer;
  tasks: BackgroundTasks;
  /** What account e-mails need to build their links and name the store. */
  mail: { storeName: string; publicUrl: string };
  /** What a new password is checked against besides the account's own details (new-password-check.ts). */
  passwordWords: PasswordWords;
}

export const createAccounts = (options: {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  tasks: BackgroundTasks;
  storeName: string;
  publicUrl: string;
}): Accounts => ({
  db: options.db,
  clock: options.clock,
  users: createUserRepository(options.db),
  sessions: createSessionService(options.db, options.clock),
  lockout: createLoginLockout(options.db, options.clock),
  knownDevices: createKnownDevices(options.db, options.clock),
  links: createEmailLinks(options.db, options.clock),
  mailer: options.mailer,
  tasks: options.tasks,
  mail: { storeName: options.storeName, publicUrl: options.publicUrl },
  passwordWords: { storeName: options.storeName, commonPasswords: COMMON_PASSWORDS },
});

/** Logs name an address by a short hash: enough to follow one account's events, no address in the log. */
export const emailTag = (email: string): string => sha256Hex(email).slice(0, 12);
