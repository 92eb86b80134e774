import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/pool.ts';
import { carts, mailOutbox, orderEvents, orderItems, orders } from '../db/schema.ts';
import { containing } from '../lib/like-pattern.ts';

type Reader = Pick<Database, 'select'>;

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrderItem = Omit<OrderItemRow, 'id' | 'orderId'>;

/** Orders are only ever read with their owner: another user's id finds nothing. */
export const orderRepository = {
  async findByKey(db: Reader, userId: string, idempotencyKey: string): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
    return row;
  },

  async findOwned(db: Reader, userId: string, id: string): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.id, id)));
    return row;
  },

  /**
   * Up to `limit` of the user's orders, newest first (ties by id): those placed before the
   * order `before` (keyset paging, which the (user_id, created_at, id) index serves at any
   * depth), and only those whose id contains `number` when it is given. The cursor is read
   * from the table, so its timestamp keeps PostgreSQL's precision.
   */
  async pageOwned(
    db: Reader,
    userId: string,
    page: { before?: string; number?: string; limit: number },
  ): Promise<OrderRow[]> {
    const parts: SQL[] = [eq(orders.userId, userId)];
    if (page.number) parts.push(ilike(orders.id, containing(page.number)));
    if (page.before) {
      parts.push(
        sql`(${orders.createdAt}, ${orders.id}) < (SELECT o.created_at, o.id FROM ${orders} o WHERE o.id = ${page.before} AND o.user_id = ${userId})`,
      );
    }
    return db
      .select()
      .from(orders)
      .where(and(...parts))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit);
  },

  async itemsOf(db: Reader, orderIds: string[]): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return [];
    return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.position));
  },

  /** The orders' status changes, oldest first. */
  async eventsOf(db: Reader, orderIds: string[]): Promise<OrderEventRow[]> {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, orderIds))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  },

  /** The order and its items together; the caller's transaction makes it all or nothing. */
  async insert(db: Pick<Database, 'insert'>, order: NewOrder, items: NewOrderItem[]): Promise<void> {
    await db.insert(orders).values(order);
    await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: order.id })));
  },
};

/** The columns of an order line, in the order the placement statement writes them. */
const ITEM_FIELDS = [
  'labelName',
  'category',
  'groupName',
  'type',
  'variation',
  'name',
  'measurement',
  'hasGlassDoor',
  'colorCode',
  'colorName',
  'quantity',
  'unitPriceCents',
  'discountPercent',
  'paintLaborCents',
  'preAssemblyCents',
  'totalPriceCents',
  'position',
] as const satisfies readonly (keyof NewOrderItem)[];

const ORDER_FIELDS = [
  'id',
  'userId',
  'idempotencyKey',
  'status',
  'customerName',
  'billingAddress',
  'phone',
  'fulfilment',
  'paymentMethod',
  'subtotalCents',
  'freightCents',
  'taxCents',
  'totalCents',
  'paymentReference',
  'paidAt',
  'paidInStoreMethod',
  'requestDigest',
  'plans',
  'measurementsChecked',
  'quoteId',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof OrderRow)[];

export interface ConfirmationMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The writes of order placement as one statement, prepared once: the order, its lines (one
 * array per column, unnested, so the text is the same for any number of lines), the emptied
 * binder and the confirmation mail in the outbox. One statement is one implicit transaction:
 * all of it is written or none (a second order with the same idempotency key fails on the
 * unique index and writes nothing). One round trip instead of six (BEGIN, four writes, COMMIT).
 */
export const createOrderWriter = (db: Database) => {
  // Wrapped in sql``: the driver writes each value as is (a column's own encoder would turn a null paid_at into an error).
  const placeholders = <K extends string>(keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, sql`${sql.placeholder(key)}`])) as unknown as Record<K, SQL>;

  const order = db.$with('placed_order', {}).as(db.insert(orders).values(placeholders(ORDER_FIELDS)).getSQL());
  const lines = db.$with('placed_lines', {}).as(
    sql`insert into ${orderItems} (${sql.identifier(orderItems.orderId.name)}, ${sql.join(
      ITEM_FIELDS.map((field) => sql.identifier(orderItems[field].name)),
      sql`, `,
    )}) select ${sql.placeholder('id')}::text, * from unnest(${sql.join(
      ITEM_FIELDS.map(
        (field) => sql`${sql.placeholder(`line_${field}`)}::${sql.raw(orderItems[field].getSQLType())}[]`,
      ),
      sql`, `,
    )})`,
  );
  const emptied = db.$with('emptied_binder', {}).as(
    db
      .delete(carts)
      .where(eq(carts.userId, sql.placeholder('userId')))
      .getSQL(),
  );
  const statement = db
    .with(order, lines, emptied)
    .insert(mailOutbox)
    .values({
      to: sql.placeholder('mailTo'),
      subject: sql.placeholder('mailSubject'),
      text: sql.placeholder('mailText'),
      createdAt: sql.placeholder('createdAt'),
    })
    .returning({ id: mailOutbox.id })
    .prepare('order_place');

  const byKey = db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, sql.placeholder('userId')), eq(orders.idempotencyKey, sql.placeholder('key'))))
    .prepare('order_by_key');

  return {
    /** Writes the order, its lines, the emptied binder and the mail; the outbox row's id. */
    async place(row: OrderRow, items: NewOrderItem[], mail: ConfirmationMail): Promise<number | undefined> {
      const values: Record<string, unknown> = { mailTo: mail.to, mailSubject: mail.subject, mailText: mail.text };
      for (const field of ORDER_FIELDS) values[field] = row[field];
      // As JSON text: the driver would write a JavaScript array as a PostgreSQL array, not as jsonb.
      values['plans'] = row.plans === null ? null : JSON.stringify(row.plans);
      for (const field of ITEM_FIELDS) values[`line_${field}`] = items.map((item) => item[field]);
      const [outbox] = await statement.execute(values);
      return outbox?.id;
    },

    async findByKey(userId: string, idempotencyKey: string): Promise<OrderRow | undefined> {
      const [row] = await byKey.execute({ userId, key: idempotencyKey });
      return row;
    },
  };
};
