import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { SavedBinder } from '@rta/domain/api/cart';
import { PROJECT_LIMITS } from '@rta/domain/api/projects';
import type { Database } from '../db/pool.ts';
import { projects } from '../db/schema.ts';

type Reader = Pick<Database, 'select'>;
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type ProjectRow = typeof projects.$inferSelect;

/** Only uuids reach PostgreSQL: any other id is simply not a project (a 404, never a 500). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isProjectId = (id: string): boolean => UUID.test(id);

/**
 * Projects are always read and written together with their owner: another user's id finds
 * nothing, so it is answered exactly like an id that does not exist.
 */
export const projectRepository = {
  /**
   * The user's projects, newest change first: at most PROJECT_LIMITS.perUser, as many as an
   * account may keep, so a list is bounded even if rows were written around that rule
   * (decision 0150).
   */
  async listOwned(db: Reader, userId: string): Promise<ProjectRow[]> {
    return db
      .select()
      .from(projects)
      .where(eq(projects.userId, userId))
      .orderBy(desc(projects.updatedAt), desc(projects.id))
      .limit(PROJECT_LIMITS.perUser);
  },

  async findOwned(db: Reader, userId: string, id: string): Promise<ProjectRow | undefined> {
    if (!isProjectId(id)) return undefined;
    const [row] = await db
      .select()
      .from(projects)
      .where(and(eq(projects.userId, userId), eq(projects.id, id)));
    return row;
  },

  /**
   * Serializes one user's creates and renames until the transaction ends, so the project
   * limit and unique names hold when two tabs race (an advisory lock: no table row is held).
   */
  async lockOwner(tx: Executor, userId: string): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`projects:${userId}`}, 0))`);
  },

  async countOwned(db: Reader, userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(projects).where(eq(projects.userId, userId));
    return row?.n ?? 0;
  },

  /** The names of the user's projects (at most PROJECT_LIMITS.perUser, as many as an account keeps). */
  async namesOwned(db: Reader, userId: string): Promise<string[]> {
    const rows = await db
      .select({ name: projects.name })
      .from(projects)
      .where(eq(projects.userId, userId))
      .limit(PROJECT_LIMITS.perUser);
    return rows.map((row) => row.name);
  },

  /** True when another of the user's projects has this name, ignoring letter case. */
  async nameTaken(db: Reader, userId: string, name: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(
        and(
          eq(projects.userId, userId),
          sql`lower(${projects.name}) = lower(${name})`,
          exceptId ? ne(projects.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async insert(db: Executor, userId: string, name: string, cartData: SavedBinder, now: Date): Promise<ProjectRow> {
    const [row] = await db
      .insert(projects)
      .values({ userId, name, cartData, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert into projects returned no row');
    return row;
  },

  /** One statement: the row changes only if it is the user's; undefined otherwise. */
  async update(
    db: Executor,
    userId: string,
    id: string,
    change: { name?: string; cartData?: SavedBinder },
    now: Date,
  ): Promise<ProjectRow | undefined> {
    if (!isProjectId(id)) return undefined;
    const [row] = await db
      .update(projects)
      .set({ ...change, updatedAt: now })
      .where(and(eq(projects.userId, userId), eq(projects.id, id)))
      .returning();
    return row;
  },

  async delete(db: Executor, userId: string, id: string): Promise<boolean> {
    if (!isProjectId(id)) return false;
    const rows = await db
      .delete(projects)
      .where(and(eq(projects.userId, userId), eq(projects.id, id)))
      .returning({ id: projects.id });
    return rows.length > 0;
  },
};
