import type { RoutesPlugin } from '../plugins/validation.ts';
import { count, eq, inArray, isNull } from 'drizzle-orm';
import { OPEN_ORDER_STATUSES, staffSummarySchema } from '@rta/domain/api/staff-summary';
import { contactMessages, orders, tradeApplications } from '../db/schema.ts';
import { errorSchema } from '../lib/errors.ts';

/** GET /api/staff/summary: how much waits in each section of the console (issue 9); staff only. */
export const staffSummaryRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/summary',
    {
      schema: {
        tags: ['staff'],
        summary: 'Open orders, undecided trade-pro applications and unhandled support messages',
        response: { 200: staffSummarySchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (_request, reply) => {
      const [[open], [pending], [unhandled]] = await Promise.all([
        app.db
          .select({ n: count() })
          .from(orders)
          .where(inArray(orders.status, [...OPEN_ORDER_STATUSES])),
        app.db.select({ n: count() }).from(tradeApplications).where(eq(tradeApplications.status, 'pending')),
        app.db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
      ]);
      return reply.header('cache-control', 'no-store').send({
        openOrders: open?.n ?? 0,
        pendingApplications: pending?.n ?? 0,
        unhandledMessages: unhandled?.n ?? 0,
      });
    },
  );
};
