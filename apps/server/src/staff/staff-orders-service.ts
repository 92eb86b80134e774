import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@rta/domain/checkout/checkout';
import { UNLABELLED_GROUP } from '@rta/domain/api/orders';
import {
  nextStatuses,
  SHOWROOM_PAYMENT_METHODS,
  showroomPaymentProblem,
  statusAfterPayment,
  transitionProblem,
  type OrderFacts,
  type ShowroomPaymentMethod,
} from '@rta/domain/orders/transitions';
import {
  STAFF_ORDER_MESSAGES as M,
  type StaffOrderDetail,
  type StaffOrderItem,
  type StaffOrderList,
} from '@rta/domain/api/staff-orders';
import { isOwnAccount } from '@rta/domain/staff/own-behalf';
import type { PlannedRoom } from '@rta/domain/checkout/fit';
import { orderEvents, orders, users } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import type { MailMessage } from '../mail/mail-message.ts';
import { orderView } from '../orders/order-view.ts';
import type { OrderRow } from '../orders/order-repository.ts';
import { recordAudit, type Executor, type StaffActor } from './audit.ts';
import { orderStatusMail, showroomPaymentMail } from './staff-order-mails.ts';
import { changeAndMail, type MailingServiceDependencies } from './staff-outbox.ts';
import { staffOrdersRepository as repository, type OrderFilters } from './staff-orders-repository.ts';

const facts = (row: OrderRow): OrderFacts => ({
  status: row.status as OrderStatus,
  fulfilment: row.fulfilment,
  paid: row.paidAt !== null || row.status === 'paid',
  isPickupPayment: row.paymentMethod === 'pickup',
});

const notFound = () => new HttpError(404, M.notFound, 'ORDER_NOT_FOUND');

/** The staff console's orders (issue 9): every change is locked, audited and mailed in one transaction. */
export const createStaffOrdersService = (deps: MailingServiceDependencies) => {
  const { db, config } = deps;
  const detail = async (id: string): Promise<StaffOrderDetail> => {
    const found = await repository.find(db, id);
    if (!found) throw notFound();
    const [items, events] = await Promise.all([repository.items(db, id), repository.events(db, id)]);
    const { itemGroups: _plain, statusHistory: _history, ...order } = orderView(found.order, []);
    const itemGroups: Record<string, StaffOrderItem[]> = {};
    for (const { item, colorRgb } of items) {
      const [line] = Object.values(orderView(found.order, [item]).itemGroups).flat();
      if (line)
        (itemGroups[item.labelName ?? UNLABELLED_GROUP] ??= []).push({ ...line, category: item.category, colorRgb });
    }
    const orderFacts = facts(found.order);
    return {
      order: { ...order, itemGroups },
      customer: found.customer,
      payment: {
        method: found.order.paymentMethod,
        paidAt: found.order.paidAt?.toISOString() ?? null,
        paidInStoreMethod: (found.order.paidInStoreMethod as ShowroomPaymentMethod | null) ?? null,
        reference: found.order.paymentReference,
      },
      events: events.map(({ event, actorEmail }) => ({
        status: event.status as OrderStatus,
        note: event.note,
        at: event.createdAt.toISOString(),
        actorEmail,
      })),
      nextStatuses: nextStatuses(orderFacts),
      paymentProblem: showroomPaymentProblem(orderFacts),
      // What this server wrote at checkout (order-service.ts), as it was then.
      plans: (found.order.plans as PlannedRoom[] | null) ?? [],
      measurementsChecked: found.order.measurementsChecked,
    };
  };

  /**
   * Runs a change on the order row locked FOR UPDATE (two staff members clicking at once
   * see one change and one refusal), then delivers its mail after the commit. The customer's
   * own change is refused with `ownOrder` (issue 19): another staff member makes it.
   */
  const change = async (
    actor: StaffActor,
    id: string,
    ownOrder: string,
    apply: (tx: Executor, row: OrderRow, email: string, now: Date) => Promise<MailMessage>,
  ) => {
    await changeAndMail(deps, async (tx, now) => {
      const [locked] = await tx
        .select({ order: orders, email: users.email })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, id))
        .for('update', { of: orders });
      if (!locked) throw notFound();
      if (isOwnAccount(actor, locked.order.userId)) throw new HttpError(403, ownOrder, 'OWN_ORDER');
      return apply(tx, locked.order, locked.email, now);
    });
    return detail(id);
  };

  const mailFacts = (row: OrderRow, email: string) => ({
    id: row.id,
    email,
    customerName: row.customerName,
    fulfilment: row.fulfilment,
    total: row.totalCents,
  });

  return {
    async list(filters: OrderFilters): Promise<StaffOrderList> {
      const { rows, total } = await repository.list(db, filters);
      return {
        orders: rows.map(({ order, email }) => {
          const view = orderView(order, []);
          return {
            id: view.id,
            data_order_id: view.data_order_id,
            orderDate: view.orderDate,
            status: view.status,
            customerName: view.customerName,
            email,
            fulfilment: view.fulfilment,
            total: view.total,
            isPickupPayment: view.isPickupPayment,
            paidAt: order.paidAt?.toISOString() ?? null,
          };
        }),
        total,
        page: filters.page,
        pageSize: filters.pageSize,
      };
    },

    detail,

    changeStatus: (actor: StaffActor, id: string, to: OrderStatus, note: string | undefined) =>
      change(actor, id, M.ownOrderStatus, async (tx, row, email, now) => {
        const problem = transitionProblem(facts(row), to);
        if (problem) throw new HttpError(409, problem, 'ORDER_STATUS_REFUSED');
        await tx.update(orders).set({ status: to, updatedAt: now }).where(eq(orders.id, id));
        await tx
          .insert(orderEvents)
          .values({ orderId: id, status: to, note: note ?? null, actorUserId: actor.id, createdAt: now });
        await recordAudit(tx, actor, {
          action: 'order.status',
          targetType: 'order',
          targetId: id,
          details: { from: row.status, to, note: note ?? null },
        });
        return orderStatusMail(config, mailFacts(row, email), to, note);
      }),

    recordShowroomPayment: (actor: StaffActor, id: string, method: ShowroomPaymentMethod) =>
      change(actor, id, M.ownOrderPayment, async (tx, row, email, now) => {
        const problem = showroomPaymentProblem(facts(row));
        if (problem) throw new HttpError(409, problem, 'PAYMENT_REFUSED');
        const status = statusAfterPayment(row.status as OrderStatus);
        await tx
          .update(orders)
          .set({ status, paidAt: now, paidInStoreMethod: method, updatedAt: now })
          .where(eq(orders.id, id));
        const note = `Payment received at the showroom (${SHOWROOM_PAYMENT_METHODS[method].toLowerCase()}).`;
        await tx.insert(orderEvents).values({ orderId: id, status, note, actorUserId: actor.id, createdAt: now });
        await recordAudit(tx, actor, {
          action: 'order.payment',
          targetType: 'order',
          targetId: id,
          details: { method, amountCents: row.totalCents, from: row.status, to: status },
        });
        return showroomPaymentMail(config, mailFacts(row, email), method);
      }),
  };
};
