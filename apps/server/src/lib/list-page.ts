import { count, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/pool.ts';

type Reader = Pick<Database, 'select'>;

/**
 * One page of a staff list in two reads (decision 0151): the page's ids, found on the index
 * that keeps the list's `order` (a deep page walks the index, not a sort, and reads no row it
 * skips), handed to `rowsOf` to read and join only those rows; and how many match in all.
 */
export const listPage = async <Row>(
  db: Reader,
  list: { table: PgTable; id: PgColumn; where: SQL | undefined; order: readonly SQL[] },
  paging: { page: number; pageSize: number },
  rowsOf: (pageIds: SQLWrapper) => Promise<Row[]>,
): Promise<{ rows: Row[]; total: number }> => {
  const pageIds = db
    .select({ id: list.id })
    .from(list.table)
    .where(list.where)
    .orderBy(...list.order)
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  const [rows, [total]] = await Promise.all([
    rowsOf(pageIds),
    db.select({ n: count() }).from(list.table).where(list.where),
  ]);
  return { rows, total: total?.n ?? 0 };
};
