import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ROLES } from '@rta/domain/roles';
import { cabinetUpdateSchema, staffCabinetSchema, staffCatalogueListSchema, staffCatalogueQuerySchema } from '@rta/domain/staff-catalogue';
import { errorSchema } from '../lib/errors.ts';
import { signedInUser } from '../plugins/auth.ts';
import { createCatalogueAdmin } from './catalogue-admin.ts';

const params = z.object({ id: z.coerce.number({ error: 'A cabinet id is a whole number.' }).int().min(1).max(2_147_483_647) });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** /api/staff/catalogue: every SKU (hidden too) and its prices, for staff (issue 9). */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = createCatalogueAdmin(app.db, app.clock);
  const staffOnly = app.requireRole(...STAFF_ROLES);

  app.get(
    '/staff/catalogue',
    {
      onRequest: staffOnly,
      schema: { tags: ['staff'], summary: 'The SKUs of one group and category, hidden ones included', querystring: staffCatalogueQuerySchema, response: { 200: staffCatalogueListSchema, ...errors } },
    },
    async (request) => ({ cabinets: await admin.list(request.query.group, request.query.category) }),
  );

  app.put(
    '/staff/catalogue/:id',
    {
      onRequest: staffOnly,
      schema: { tags: ['staff'], summary: 'Change prices (cents) or hide/show a SKU', params, body: cabinetUpdateSchema, response: { 200: staffCabinetSchema, ...errors } },
    },
    async (request) => {
      const cabinet = await admin.update(signedInUser(request), request.params.id, request.body);
      app.catalogueChanges.announce(String(cabinet.id));
      return cabinet;
    },
  );
};
