import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus } from '@rta/domain/api/staff-applications';
import type { Database } from '../db/pool.ts';
import { tradeApplications, users } from '../db/schema.ts';
import { listPage } from '../lib/list-page.ts';

type Reader = Pick<Database, 'select'>;
export type ApplicationRow = typeof tradeApplications.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** Trade-pro applications for staff, and the account each one is for. */
export const staffApplicationsRepository = {
  /**
   * One page, newest first, and how many match: the page's ids are found on the
   * (status,) created_at, id index alone, so a deep page walks the index and reads only the
   * rows it shows.
   */
  async list(db: Reader, filters: { status?: ApplicationStatus; page: number; pageSize: number }) {
    const where: SQL | undefined = filters.status ? eq(tradeApplications.status, filters.status) : undefined;
    const newestFirst = [desc(tradeApplications.createdAt), desc(tradeApplications.id)];
    return listPage(
      db,
      { table: tradeApplications, id: tradeApplications.id, where, order: newestFirst },
      filters,
      (pageIds) =>
        db
          .select()
          .from(tradeApplications)
          .where(inArray(tradeApplications.id, pageIds))
          .orderBy(...newestFirst),
    );
  },

  async find(db: Reader, id: string, options: { lock?: boolean } = {}): Promise<ApplicationRow | undefined> {
    const query = db.select().from(tradeApplications).where(eq(tradeApplications.id, id));
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  },

  /**
   * The account an application is for: the one that sent it when signed in, else the one
   * whose e-mail address is the application's.
   */
  async accountFor(db: Reader, application: Pick<ApplicationRow, 'userId' | 'email'>): Promise<UserRow | undefined> {
    const match = application.userId
      ? eq(users.id, application.userId)
      : sql`lower(${users.email}) = lower(${application.email})`;
    const [row] = await db.select().from(users).where(and(match));
    return row;
  },

  async emailOf(db: Reader, userId: string | null): Promise<string | null> {
    if (!userId) return null;
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row?.email ?? null;
  },
};
