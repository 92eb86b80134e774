import type pg from 'pg';

/** What an order request can write for a user: their orders, the orders' lines, order mails, and the binder it empties. */
export const orderWrites = async (pool: pg.Pool, email: string) =>
  (
    await pool.query(
      `SELECT (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id) AS orders,
              (SELECT count(*)::int FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.user_id = u.id) AS lines,
              (SELECT count(*)::int FROM mail_outbox m WHERE m."to" = u.email AND m.subject LIKE '%order #%') AS mails,
              (SELECT c.items FROM carts c WHERE c.user_id = u.id) AS binder
       FROM users u WHERE u.email = $1`,
      [email],
    )
  ).rows[0] as { orders: number; lines: number; mails: number; binder: unknown };
