import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { SavedBinder } from '@rta/domain/api/cart';
import {
  buildCheckoutItems,
  orderTotalProblem,
  orderTotals,
  resolvePaymentMethod,
  type CheckoutDetails,
} from '@rta/domain/checkout/checkout';
import { formatOrderId, ORDER_ID_PREFIX, orderNumberQuery } from '@rta/domain/orders/order-id';
import {
  ORDER_HISTORY_PAGE_SIZE,
  ORDER_MESSAGES,
  type Order,
  type OrderHistoryQuery,
  type PlacedOrder,
} from '@rta/domain/api/orders';
import { orderRequestText, type OrderRequest } from '@rta/domain/orders/request';
import { contractorTier } from '@rta/domain/accounts/roles';
import { chargeHeldPrices, quotedItemIds, QUOTE_MESSAGES, quoteExpired } from '@rta/domain/quotes/rules';
import { quoteRepository } from '../quotes/quote-service.ts';
import type { ApiUser } from '@rta/domain/accounts/user';
import type { Label } from '@rta/domain/binder/binder';
import { hasPlan, labelGroups, measurementProblem, plannedRooms, type PlannedRoom } from '@rta/domain/checkout/fit';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/pool.ts';
import { orders } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { HttpError } from '../lib/http-error.ts';
import { priceOrRefuse } from '../cart/cart-service.ts';
import { cartRepository } from '../cart/cart-repository.ts';
import type { PaymentOrder, PaymentProviders } from '../payments/payment-provider.ts';
import { confirmationMail } from './order-mail.ts';
import {
  createOrderWriter,
  orderRepository as repository,
  type NewOrderItem,
  type OrderRow,
} from './order-repository.ts';
import { orderView } from './order-view.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

/** 'RTA-ORD-' and ten characters no one reads wrongly on the phone (no 0/O, 1/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newOrderId = (): string =>
  ORDER_ID_PREFIX + Array.from(crypto.randomBytes(10), (byte) => ALPHABET[byte % ALPHABET.length]).join('');

/** What tells one order request from another for its idempotency key (orderRequestText), as stored with the order. */
const requestDigest = (request: OrderRequest): string =>
  crypto.createHash('sha256').update(orderRequestText(request)).digest('hex');

const placed = (order: Order, paymentUrl: string | null): PlacedOrder => ({
  order,
  confirmation: {
    orderId: order.id,
    subtotal: order.subtotal,
    tax: order.tax,
    total: order.total,
    isPickupPayment: order.isPickupPayment,
  },
  paymentUrl,
});

/** An order as a payment provider sees it: the stored lines and amounts, the server's own. */
const paymentOrder = (
  order: Pick<OrderRow, 'id' | 'freightCents' | 'taxCents' | 'totalCents'>,
  items: Pick<
    NewOrderItem,
    | 'name'
    | 'hasGlassDoor'
    | 'groupName'
    | 'type'
    | 'variation'
    | 'measurement'
    | 'colorName'
    | 'quantity'
    | 'unitPriceCents'
    | 'totalPriceCents'
  >[],
  email: string,
): PaymentOrder => ({
  id: order.id,
  displayId: formatOrderId(order.id),
  email,
  lines: items.map((item) => ({
    name: `${item.name}${item.hasGlassDoor ? ' (glass door)' : ''}`,
    description: [`${item.groupName} - ${item.type}`, item.variation, item.measurement, item.colorName]
      .filter(Boolean)
      .join(', '),
    quantity: item.quantity,
    unitPrice: item.unitPriceCents,
    totalPrice: item.totalPriceCents,
  })),
  freight: order.freightCents,
  tax: order.taxCents,
  total: order.totalCents,
});

interface Dependencies {
  db: Database;
  clock: Clock;
  config: AppConfig;
  /** Pay at pickup always; card when the store takes cards. */
  payments: PaymentProviders;
  /** Starts delivering an outbox row written inside the order's transaction. */
  deliverMail: (id: number) => void;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Checkout and orders (spec §4 Checkout mode, §7 orders). Every price is the server's own,
 * computed now from the catalogue and the user's tier; the client's numbers are never read.
 */
export const createOrderService = ({ db, clock, config, payments, deliverMail, log }: Dependencies) => {
  const writer = createOrderWriter(db);
  const view = async (row: OrderRow): Promise<Order> =>
    orderView(row, await repository.itemsOf(db, [row.id]), await repository.eventsOf(db, [row.id]));

  /** Several orders with their lines and status changes, read in two statements. */
  const viewAll = async (rows: OrderRow[]): Promise<Order[]> => {
    const ids = rows.map((row) => row.id);
    const [items, events] = await Promise.all([repository.itemsOf(db, ids), repository.eventsOf(db, ids)]);
    return rows.map((row) =>
      orderView(
        row,
        items.filter((item) => item.orderId === row.id),
        events.filter((event) => event.orderId === row.id),
      ),
    );
  };

  /**
   * An order placed before, asked for again (a retry, a double click): a card order still
   * waiting for payment gets its payment page again, so the shopper can carry on paying.
   */
  const again = async (row: OrderRow): Promise<PlacedOrder> => {
    let paymentUrl: string | null = null;
    const provider = row.paymentMethod === 'card' ? payments.card : undefined;
    if (provider && row.paidAt === null && row.status === 'pending_payment') {
      try {
        const page = await provider.resume(row.paymentReference);
        paymentUrl = page.open ? page.url : null;
      } catch (error) {
        log.warn({ err: error, orderId: row.id }, 'the card payment page could not be looked up again');
      }
    }
    return placed(await view(row), paymentUrl);
  };

  /**
   * The order a key placed, for the same key sent again: the same request replays it; another
   * request is refused and changes nothing (Stripe's rule). An order placed before requests
   * were kept (no digest) replays for any request, as every order did then.
   */
  const replay = async (row: OrderRow, digest: string): Promise<PlacedOrder> => {
    if (row.requestDigest !== null && row.requestDigest !== digest)
      throw new HttpError(422, ORDER_MESSAGES.keyReused, 'IDEMPOTENCY_KEY_REUSED');
    return again(row);
  };

  /**
   * The binder priced for checkout; an unknown SKU or colour refuses it by name. From a quote
   * (the user's own, else 'Quote not found'), the lines it priced are charged at held prices.
   */
  const checkout = async (user: ApiUser, cart: SavedBinder, quoteId?: string) => {
    const quote = quoteId === undefined ? undefined : await quoteRepository.findOwned(db, user.id, quoteId);
    if (quoteId !== undefined && !quote) throw new HttpError(404, QUOTE_MESSAGES.notFound, 'QUOTE_NOT_FOUND');
    const priced = await priceOrRefuse(db, cart, user);
    const today = buildCheckoutItems(priced.binder, contractorTier(user.roles));
    if (today.length === 0) throw new HttpError(400, ORDER_MESSAGES.emptyBinder, 'EMPTY_BINDER');
    const labels = priced.binder.labels;
    if (!quote) return { items: today, labels };
    const lines = await quoteRepository.linesOf(db, quote.id);
    const expired = quoteExpired(quote.validUntil, clock.now());
    const fromQuote = {
      quoteId: quote.id,
      number: quote.number,
      validUntil: quote.validUntil.toISOString(),
      expired,
      quotedItemIds: quotedItemIds(today, lines),
    };
    return { items: chargeHeldPrices(today, lines, expired), labels, fromQuote };
  };

  /** The labels with a plan, each checked against its door styles' catalogue rows, as checkout checks them. */
  const roomsOf = async (labels: Label[]): Promise<PlannedRoom[]> => {
    const planned = labels.filter(hasPlan);
    if (planned.length === 0) return [];
    const rows = await cartRepository.rowsOfGroups(db, [...new Set(planned.flatMap(labelGroups))]);
    return plannedRooms(planned, rows);
  };

  return {
    /** Price revalidation: what each line and the order will cost now. */
    async quote(user: ApiUser, cart: SavedBinder, fulfilment: CheckoutDetails['fulfilment'], quoteId?: string) {
      const { items, fromQuote } = await checkout(user, cart, quoteId);
      const totals = orderTotals(
        items.map((item) => item.totalPrice),
        fulfilment,
        config.freight,
        config.taxRatePercent,
      );
      // Over the maximum it is still priced, so checkout can show the total with the reason it cannot be ordered.
      return { items, totals, orderTotalMax: config.orderTotalMaxCents, ...(fromQuote && { fromQuote }) };
    },

    /**
     * Places the order once per idempotency key: a retry or a double click with the same key
     * and the same request gets the same order. The order, its items, the emptied binder and
     * the confirmation mail are one statement (one transaction).
     */
    async place(user: ApiUser, key: string, request: OrderRequest): Promise<{ result: PlacedOrder; created: boolean }> {
      const { cart, details, measurementsChecked = false, quoteId } = request;
      const digest = requestDigest(request);
      const existing = await writer.findByKey(user.id, key);
      if (existing) return { result: await replay(existing, digest), created: false };

      const chosen = resolvePaymentMethod(details.paymentMethod, details.fulfilment, payments.card !== undefined);
      if ('error' in chosen) throw new HttpError(400, chosen.error, 'PAYMENT_METHOD');
      const provider = (chosen.method === 'card' ? payments.card : undefined) ?? payments.pickup;
      const { items, labels } = await checkout(user, cart, quoteId);
      // A room's plan with fit problems is ordered only once the shopper says they checked their measurements.
      const rooms = await roomsOf(labels);
      const unchecked = measurementProblem(rooms, measurementsChecked);
      if (unchecked) throw new HttpError(422, unchecked, 'MEASUREMENTS_UNCHECKED');
      const totals = orderTotals(
        items.map((item) => item.totalPrice),
        details.fulfilment,
        config.freight,
        config.taxRatePercent,
      );
      // Every amount of the order is at most its total, so under the maximum each fits its column.
      const tooLarge = orderTotalProblem(totals.total, config.orderTotalMaxCents);
      if (tooLarge) throw new HttpError(400, tooLarge, 'ORDER_TOTAL_TOO_LARGE');
      const id = newOrderId();
      const rows: NewOrderItem[] = items.map((item, position) => ({
        labelName: item.labelName ?? null,
        category: item.category,
        groupName: item.group,
        type: item.type,
        variation: item.variation,
        name: item.name,
        measurement: item.measurement,
        hasGlassDoor: item.hasGlassDoor,
        colorCode: item.selectedColor?.code ?? null,
        colorName: item.selectedColor?.name ?? null,
        quantity: item.quantity,
        unitPriceCents: item.checkoutPrice,
        discountPercent: item.discountRate,
        paintLaborCents: item.paintLaborFee,
        preAssemblyCents: item.preAssemblyFee,
        totalPriceCents: item.totalPrice,
        position,
      }));
      // Before anything is written: if the provider cannot start a payment, there is no order.
      const amounts = { id, freightCents: totals.freight, taxCents: totals.tax, totalCents: totals.total };
      const payment = await provider.begin({
        ...paymentOrder(amounts, rows, user.email),
        taxRatePercent: config.taxRatePercent,
      });
      const now = clock.now();
      const row: OrderRow = {
        id,
        userId: user.id,
        idempotencyKey: key,
        status: payment.status,
        customerName: details.customerName,
        billingAddress: details.billingAddress,
        phone: details.phone,
        fulfilment: details.fulfilment,
        paymentMethod: provider.method,
        subtotalCents: totals.subtotal,
        freightCents: totals.freight,
        taxCents: totals.tax,
        totalCents: totals.total,
        paymentReference: payment.reference,
        paidAt: null,
        paidInStoreMethod: null,
        requestDigest: digest,
        plans: rooms.length > 0 ? rooms : null,
        measurementsChecked,
        quoteId: quoteId ?? null,
        createdAt: now,
        updatedAt: now,
      };
      const order = orderView(
        row,
        rows.map((item, index) => ({ ...item, id: index, orderId: id })),
      );
      const mail = confirmationMail(order, config.storeName, config.showroom);

      let mailId: number | undefined;
      try {
        mailId = await writer.place(row, rows, { to: user.email, subject: mail.subject, text: mail.text });
      } catch (error) {
        // The same key raced in from another request or instance: that order stands.
        const raced = isUniqueViolation(error) ? await writer.findByKey(user.id, key) : undefined;
        if (!raced) throw error;
        return { result: await replay(raced, digest), created: false };
      }
      if (mailId !== undefined) deliverMail(mailId);
      return { result: placed(order, payment.paymentUrl), created: true };
    },

    /**
     * The card payment page again for an order still waiting for it (the shopper came back
     * from Stripe without paying): the same page while it is open, a new one for the same
     * stored amounts once it has expired. Never a second page for a payment already made.
     */
    async resumePayment(user: ApiUser, id: string): Promise<{ paymentUrl: string }> {
      const row = await repository.findOwned(db, user.id, id);
      if (!row) throw new HttpError(404, ORDER_MESSAGES.notFound, 'ORDER_NOT_FOUND');
      const provider = row.paymentMethod === 'card' ? payments.card : undefined;
      if (!provider) throw new HttpError(409, ORDER_MESSAGES.notCardPayment, 'NOT_CARD_PAYMENT');
      if (row.paidAt !== null) throw new HttpError(409, ORDER_MESSAGES.alreadyPaid, 'ALREADY_PAID');
      if (row.status !== 'pending_payment')
        throw new HttpError(409, ORDER_MESSAGES.notAwaitingPayment, 'NOT_AWAITING_PAYMENT');
      const page = await provider.resume(row.paymentReference);
      if (page.open) return { paymentUrl: page.url };
      if (page.paid) throw new HttpError(409, ORDER_MESSAGES.paymentConfirming, 'PAYMENT_CONFIRMING');

      const items = await repository.itemsOf(db, [row.id]);
      const payment = await provider.begin({ ...paymentOrder(row, items, user.email), replaces: row.paymentReference });
      if (!payment.paymentUrl) throw new Error(`the ${provider.method} provider started no payment page for ${row.id}`);
      // Only if nothing changed meanwhile (a webhook, staff, another tab): else that change stands.
      const [updated] = await db
        .update(orders)
        .set({ paymentReference: payment.reference, updatedAt: clock.now() })
        .where(
          and(
            eq(orders.id, row.id),
            eq(orders.status, 'pending_payment'),
            isNull(orders.paidAt),
            row.paymentReference === null
              ? isNull(orders.paymentReference)
              : eq(orders.paymentReference, row.paymentReference),
          ),
        )
        .returning({ id: orders.id });
      if (!updated) throw new HttpError(409, ORDER_MESSAGES.notAwaitingPayment, 'NOT_AWAITING_PAYMENT');
      return { paymentUrl: payment.paymentUrl };
    },

    /**
     * One page of the user's order history, newest first, and the id to ask the next page
     * 'before' (undefined on the last page). A cursor that is not one of the user's orders
     * is refused with 404, so another user's order id finds nothing.
     */
    async history(
      user: ApiUser,
      query: OrderHistoryQuery,
    ): Promise<{ orders: Order[]; nextBefore: string | undefined }> {
      if (query.before !== undefined && !(await repository.findOwned(db, user.id, query.before))) {
        throw new HttpError(404, ORDER_MESSAGES.notFound, 'ORDER_NOT_FOUND');
      }
      const number = query.number === undefined ? undefined : orderNumberQuery(query.number);
      const rows = await repository.pageOwned(db, user.id, {
        before: query.before,
        number,
        limit: ORDER_HISTORY_PAGE_SIZE + 1,
      });
      const page = rows.slice(0, ORDER_HISTORY_PAGE_SIZE);
      const nextBefore = rows.length > ORDER_HISTORY_PAGE_SIZE ? page.at(-1)?.id : undefined;
      return { orders: await viewAll(page), nextBefore };
    },

    async get(user: ApiUser, id: string): Promise<Order> {
      const row = await repository.findOwned(db, user.id, id);
      if (!row) throw new HttpError(404, ORDER_MESSAGES.notFound, 'ORDER_NOT_FOUND');
      return view(row);
    },
  };
};
