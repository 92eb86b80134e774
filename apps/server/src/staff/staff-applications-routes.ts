import type { RoutesPlugin } from '../plugins/validation.ts';
import {
  approveApplicationSchema,
  declineApplicationSchema,
  STAFF_APPLICATION_MESSAGES as M,
  staffApplicationDetailSchema,
  staffApplicationListQuerySchema,
  staffApplicationListSchema,
} from '@rta/domain/api/staff-applications';
import { errorSchema } from '../lib/errors.ts';
import { uuidParams } from '../lib/uuid-params.ts';
import { signedInUser } from '../plugins/auth.ts';
import { createStaffApplicationsService } from './staff-applications-service.ts';

const noStore = { 'cache-control': 'no-store' };
const params = uuidParams(M.notFound);
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The staff console's trade-pro applications (issue 9), under /api/staff/applications; staff only (staff-routes.ts). */
export const staffApplicationsRoutes: RoutesPlugin = async (app) => {
  const service = createStaffApplicationsService({
    db: app.db,
    clock: app.clock,
    config: app.config,
    deliverMail: (id) => app.mailer.deliverSoon(id, 'staff mail'),
  });

  app.get(
    '/applications',
    {
      schema: {
        tags: ['staff'],
        summary: 'Trade-pro applications, newest first, filtered by status',
        querystring: staffApplicationListQuerySchema,
        response: { 200: staffApplicationListSchema, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.list(request.query)),
  );

  app.get(
    '/applications/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'One application and the account it is for',
        params,
        response: { 200: staffApplicationDetailSchema, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.detail(request.params.id)),
  );

  app.post(
    '/applications/:id/approve',
    {
      schema: {
        tags: ['staff'],
        summary:
          "Approve with a tier: grants 'Contractor User <Tier>' to the applicant's account and e-mails them; never your own application",
        params,
        body: approveApplicationSchema,
        response: { 200: staffApplicationDetailSchema, ...errors, 409: errorSchema },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await service.approve(signedInUser(request), request.params.id, request.body.tier)),
  );

  app.post(
    '/applications/:id/decline',
    {
      schema: {
        tags: ['staff'],
        summary: 'Decline with a reason, which is e-mailed to the applicant; never your own application',
        params,
        body: declineApplicationSchema,
        response: { 200: staffApplicationDetailSchema, ...errors, 409: errorSchema },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await service.decline(signedInUser(request), request.params.id, request.body.reason)),
  );
};
