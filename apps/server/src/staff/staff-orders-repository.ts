import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@rta/domain/checkout/checkout';
import type { Database } from '../db/pool.ts';
import { colors, orderEvents, orderItems, orders, users } from '../db/schema.ts';
import { containing } from '../lib/like-pattern.ts';
import { listPage } from '../lib/list-page.ts';

type Reader = Pick<Database, 'select'>;

export interface OrderFilters {
  status?: OrderStatus;
  from?: string;
  to?: string;
  q?: string;
  page: number;
  pageSize: number;
}

/**
 * The search matches the order's customer name and number, or an account (its e-mail or name)
 * found first among the users, so that orders are searched without joining every one of them.
 */
const conditions = (db: Reader, filters: OrderFilters): SQL | undefined => {
  const parts: (SQL | undefined)[] = [];
  if (filters.status) parts.push(eq(orders.status, filters.status));
  if (filters.from) parts.push(gte(orders.createdAt, new Date(filters.from)));
  if (filters.to) parts.push(lt(orders.createdAt, new Date(filters.to)));
  if (filters.q) {
    const pattern = containing(filters.q);
    const accounts = db
      .select({ id: users.id })
      .from(users)
      .where(or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)));
    parts.push(or(ilike(orders.customerName, pattern), ilike(orders.id, pattern), inArray(orders.userId, accounts)));
  }
  return and(...parts);
};

const newestFirst = [desc(orders.createdAt), desc(orders.id)];

/** Every order, for staff: read across customers, never written here. */
export const staffOrdersRepository = {
  /**
   * One page, newest first, and how many match. The page's ids are found first, on
   * orders_created_idx or orders_status_created_idx alone (a deep page walks the index, not a
   * sort, and reads no row it skips); only those rows are then read and joined to their account.
   */
  async list(db: Reader, filters: OrderFilters) {
    return listPage(
      db,
      { table: orders, id: orders.id, where: conditions(db, filters), order: newestFirst },
      filters,
      (pageIds) =>
        db
          .select({ order: orders, email: users.email })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(inArray(orders.id, pageIds))
          .orderBy(...newestFirst),
    );
  },

  async find(db: Reader, id: string) {
    const [row] = await db
      .select({
        order: orders,
        customer: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, id));
    return row;
  },

  /** The order's lines with the paint's RGB, which the printed drawings fill with. */
  async items(db: Reader, id: string) {
    return db
      .select({ item: orderItems, colorRgb: colors.rgb })
      .from(orderItems)
      .leftJoin(colors, eq(colors.code, orderItems.colorCode))
      .where(inArray(orderItems.orderId, [id]))
      .orderBy(asc(orderItems.position));
  },

  async events(db: Reader, id: string) {
    return db
      .select({ event: orderEvents, actorEmail: users.email })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorUserId))
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  },
};
