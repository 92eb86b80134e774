import { asc, eq, sql } from 'drizzle-orm';
import type { ApiUser } from '@rta/domain/accounts/user';
import type { Database } from '../db/pool.ts';
import { userRoles, users } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

export type UserRow = typeof users.$inferSelect;

/** Thrown when an address is already taken (also when two signups race for it). */
export class EmailTakenError extends Error {}

/** The user as the API sends it (spec §3 User). */
export const toApiUser = (
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'enabled' | 'rolesVersion'>,
  roles: string[],
): ApiUser => ({
  id: user.id,
  email: user.email,
  first_name: user.firstName,
  last_name: user.lastName,
  roles,
  enabled: user.enabled === 1 ? 1 : 0,
  _rolesVersion: user.rolesVersion,
});

/** A user's roles, in name order (as the API sends them). */
export const readRoles = async (db: Pick<Database, 'select'>, userId: string): Promise<string[]> => {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.role));
  return rows.map((row) => row.role);
};

/** Reads and writes of accounts. Addresses arrive normalised (trimmed, lower case). */
export const createUserRepository = (db: Database) => ({
  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return row;
  },

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  },

  async create(values: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    now: Date;
  }): Promise<UserRow> {
    try {
      const [row] = await db
        .insert(users)
        .values({ ...values, createdAt: values.now, updatedAt: values.now })
        .returning();
      if (!row) throw new Error('insert returned no user');
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError(values.email);
      throw error;
    }
  },

  rolesOf: (userId: string): Promise<string[]> => readRoles(db, userId),

  async apiUser(user: UserRow): Promise<ApiUser> {
    return toApiUser(user, await this.rolesOf(user.id));
  },

  /** A new password hash; `verified` also marks the address verified (the reset link proved it). */
  async setPasswordHash(
    userId: string,
    passwordHash: string,
    now: Date,
    options: { verified?: boolean; writer?: Pick<Database, 'update'> } = {},
  ): Promise<UserRow | undefined> {
    const [row] = await (options.writer ?? db)
      .update(users)
      .set({ passwordHash, updatedAt: now, ...(options.verified ? { enabled: 1 } : {}) })
      .where(eq(users.id, userId))
      .returning();
    return row;
  },

  async markVerified(userId: string, now: Date, writer: Pick<Database, 'update'> = db): Promise<void> {
    await writer.update(users).set({ enabled: 1, updatedAt: now }).where(eq(users.id, userId));
  },
});

export type UserRepository = ReturnType<typeof createUserRepository>;
