import type { RoutesPlugin } from '../plugins/validation.ts';
import { auditPageSchema, auditQuerySchema } from '@rta/domain/api/staff-audit';
import { errorSchema } from '../lib/errors.ts';
import { auditPage } from './audit.ts';

/** /api/staff/audit: who did what, to what, and when, newest first (issue 9). */
export const auditRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['staff'],
        summary: 'The audit log, newest first, one page at a time, narrowed by area, actor and target',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await auditPage(app.db, request.query);
      return {
        entries: rows.map((row) => ({
          id: row.id,
          actorEmail: row.actorEmail,
          action: row.action,
          targetType: row.targetType,
          targetId: row.targetId,
          details: row.details as Record<string, unknown>,
          createdAt: row.createdAt.toISOString(),
        })),
        page,
        pageSize,
        total,
      };
    },
  );
};
