import { and, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { HandOffState } from '@rta/domain/api/hand-offs';
import type { Database } from '../db/pool.ts';
import { handOffs } from '../db/schema.ts';
import { listPage } from '../lib/list-page.ts';
import { isProjectId } from './project-repository.ts';

type Reader = Pick<Database, 'select'>;
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type HandOffRow = typeof handOffs.$inferSelect;

/** The designer's hand-offs (decision 0163). Only uuids reach PostgreSQL: any other id finds nothing. */
export const handOffRepository = {
  /** One page, newest first, and how many match, on the (state,) created_at, id index (decision 0151). */
  async list(db: Reader, filters: { state?: HandOffState; page: number; pageSize: number }) {
    const where: SQL | undefined = filters.state ? eq(handOffs.state, filters.state) : undefined;
    const newestFirst = [desc(handOffs.createdAt), desc(handOffs.id)];
    return listPage(db, { table: handOffs, id: handOffs.id, where, order: newestFirst }, filters, (pageIds) =>
      db
        .select()
        .from(handOffs)
        .where(inArray(handOffs.id, pageIds))
        .orderBy(...newestFirst),
    );
  },

  /** The newest hand-offs sent to an address (never a draft), at most `limit`, on the email, created_at, id index. */
  async listSentTo(db: Reader, email: string, limit: number): Promise<HandOffRow[]> {
    return db
      .select()
      .from(handOffs)
      .where(and(eq(handOffs.email, email.trim().toLowerCase()), ne(handOffs.state, 'draft')))
      .orderBy(desc(handOffs.createdAt), desc(handOffs.id))
      .limit(limit);
  },

  async find(db: Reader, id: string, options: { lock?: boolean } = {}): Promise<HandOffRow | undefined> {
    if (!isProjectId(id)) return undefined;
    const query = db.select().from(handOffs).where(eq(handOffs.id, id));
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  },

  async insert(
    db: Executor,
    values: { email: string; name: string; cartData: unknown; createdBy: string; createdByEmail: string; now: Date },
  ): Promise<HandOffRow> {
    const { now, ...rest } = values;
    const [row] = await db
      .insert(handOffs)
      .values({ ...rest, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert into hand_offs returned no row');
    return row;
  },

  async update(
    db: Executor,
    id: string,
    change: Partial<Omit<HandOffRow, 'id' | 'createdAt' | 'createdBy' | 'createdByEmail'>>,
    now: Date,
  ): Promise<HandOffRow> {
    const [row] = await db
      .update(handOffs)
      .set({ ...change, updatedAt: now })
      .where(eq(handOffs.id, id))
      .returning();
    if (!row) throw new Error('update of hand_offs returned no row');
    return row;
  },

  async delete(db: Executor, id: string): Promise<void> {
    await db.delete(handOffs).where(eq(handOffs.id, id));
  },
};
