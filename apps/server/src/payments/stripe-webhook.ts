import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@rta/domain/checkout/checkout';
import { FINAL_ORDER_STATUSES } from '@rta/domain/orders/transitions';
import type Stripe from 'stripe';
import { formatOrderId } from '@rta/domain/orders/order-id';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/pool.ts';
import { auditLog, mailOutbox, orderEvents, orders, users } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { paymentNeedsAttentionMail, paymentReceivedMail } from '../orders/order-mail.ts';
import { orderRepository } from '../orders/order-repository.ts';
import { orderView } from '../orders/order-view.ts';

/**
 * What a webhook delivery did, in the answer to Stripe (and the log):
 * - paid: this delivery marked the order paid;
 * - already_paid: a replay, or a duplicate delivered at the same time: nothing changed;
 * - not_payable: the order is no longer waiting for payment (cancelled): nothing changed, staff alerted;
 * - amount_mismatch: the session's amount is not the order's total: nothing changed, staff alerted;
 * - unknown_session: no order of this store has that Checkout Session;
 * - awaiting_payment: the session completed but the money has not arrived yet (delayed methods);
 * - ignored: an event this store does not act on.
 */
export const WEBHOOK_OUTCOMES = [
  'paid',
  'already_paid',
  'not_payable',
  'amount_mismatch',
  'unknown_session',
  'awaiting_payment',
  'ignored',
] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/** How the order history tells the customer (order_events are shown to them). */
export const PAID_NOTE = 'Card payment received.';
/** Staff's audit log: who (the webhook) found what wrong with a card payment. */
const ALERT_ACTION = 'payment.alert';
const WEBHOOK_ACTOR = 'Stripe webhook';

/** The events the Stripe endpoint must send (docs/payments.md). */
export const PAYMENT_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'] as const;

interface Dependencies {
  db: Database;
  clock: Clock;
  config: AppConfig;
  /** Starts delivering an outbox row written inside the payment's transaction. */
  deliverMail: (id: number) => void;
}

/**
 * Acts on a verified Stripe event. Marking an order paid is one conditional UPDATE
 * (… WHERE paid_at IS NULL AND status is not final), so of any number of deliveries of the same event,
 * replays or duplicates racing each other on several instances, exactly one changes the
 * order, writes its history entry and queues the receipt; the rest change nothing.
 */
export const createStripeWebhookHandler = ({ db, clock, config, deliverMail }: Dependencies) => {
  type OrderRow = typeof orders.$inferSelect;

  /**
   * A card payment the order cannot take (cancelled, or not the order's amount): the order is
   * left alone, and staff learn of it (audit log and the support mailbox), once per order and
   * session however often Stripe delivers it. The customer's order history does not show it.
   */
  const alert = async (orderId: string, problem: string, sessionId: string): Promise<void> => {
    const now = clock.now();
    const mailId = await db.transaction(async (tx) => {
      // Holding the order's row lock makes racing duplicates take turns here.
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
      const [seen] = await tx
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, ALERT_ACTION),
            eq(auditLog.targetType, 'order'),
            eq(auditLog.targetId, orderId),
            sql`${auditLog.details}->>'sessionId' = ${sessionId}`,
          ),
        );
      if (seen) return undefined;
      await tx.insert(auditLog).values({
        actorEmail: WEBHOOK_ACTOR,
        action: ALERT_ACTION,
        targetType: 'order',
        targetId: orderId,
        details: { sessionId, problem },
        createdAt: now,
      });
      const mail = paymentNeedsAttentionMail(formatOrderId(orderId), config.storeName, problem, sessionId);
      const [outbox] = await tx
        .insert(mailOutbox)
        .values({ to: config.support.email, subject: mail.subject, text: mail.text, createdAt: now })
        .returning({ id: mailOutbox.id });
      return outbox?.id;
    });
    if (mailId !== undefined) deliverMail(mailId);
  };

  /** An order that did not take this payment: a replay of one it already took, or one to alert staff about. */
  const notTaken = async (order: OrderRow, sessionId: string): Promise<WebhookOutcome> => {
    if (order.paidAt) return 'already_paid';
    await alert(
      order.id,
      `Card payment received for an order that is ${order.status}; the order was not marked paid.`,
      sessionId,
    );
    return 'not_payable';
  };

  const markPaid = async (session: Stripe.Checkout.Session): Promise<WebhookOutcome> => {
    const orderId = session.client_reference_id ?? session.metadata?.orderId;
    if (!orderId) return 'unknown_session';
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order || order.paymentReference !== session.id || order.paymentMethod !== 'card') return 'unknown_session';
    if (order.paidAt || FINAL_ORDER_STATUSES.includes(order.status as OrderStatus)) return notTaken(order, session.id);
    if (session.amount_total !== order.totalCents || session.currency?.toLowerCase() !== 'usd') {
      const charged = `${session.amount_total ?? '?'} ${session.currency ?? '?'}`;
      await alert(
        order.id,
        `Card payment of ${charged} (cents) does not match the order total of ${order.totalCents} usd; the order was not marked paid.`,
        session.id,
      );
      return 'amount_mismatch';
    }

    const now = clock.now();
    const receipt = await db.transaction(async (tx) => {
      // The one statement that decides: of every delivery of this event, one finds paid_at unset.
      // A waiting order becomes paid; one staff already moved along keeps its status (statusAfterPayment).
      const [paid] = await tx
        .update(orders)
        .set({
          status: sql`CASE WHEN ${orders.status} = 'pending_payment' THEN 'paid' ELSE ${orders.status} END`,
          paidAt: now,
          updatedAt: now,
        })
        .where(
          and(
            eq(orders.id, order.id),
            eq(orders.paymentReference, session.id),
            isNull(orders.paidAt),
            notInArray(orders.status, [...FINAL_ORDER_STATUSES]),
          ),
        )
        .returning();
      if (!paid) return null;
      await tx.insert(orderEvents).values({ orderId: paid.id, status: paid.status, note: PAID_NOTE, createdAt: now });
      const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, paid.userId));
      if (!owner) return { mailId: undefined };
      const view = orderView(paid, await orderRepository.itemsOf(tx, [paid.id]));
      const mail = paymentReceivedMail(view, config.storeName, config.showroom);
      const [outbox] = await tx
        .insert(mailOutbox)
        .values({ to: owner.email, subject: mail.subject, text: mail.text, createdAt: now })
        .returning({ id: mailOutbox.id });
      return { mailId: outbox?.id };
    });
    if (receipt) {
      if (receipt.mailId !== undefined) deliverMail(receipt.mailId);
      return 'paid';
    }
    // Another delivery of the same event won the UPDATE, or staff cancelled the order meanwhile.
    const [current] = await db.select().from(orders).where(eq(orders.id, order.id));
    return current ? notTaken(current, session.id) : 'unknown_session';
  };

  return async (event: Stripe.Event): Promise<WebhookOutcome> => {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        if (session.payment_status !== 'paid') return 'awaiting_payment';
        return markPaid(session);
      }
      default:
        return 'ignored';
    }
  };
};
