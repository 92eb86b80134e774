import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { RoutesPlugin } from '../plugins/validation.ts';
import { AUTH_ERROR_CODES } from '@rta/domain/accounts/messages';
import { settledNumber } from '@rta/domain/common/fields';
import {
  cabinetUpdateSchema,
  mayChangeCatalogue,
  STAFF_CATALOGUE_MESSAGES as M,
  staffCabinetSchema,
  staffCatalogueListSchema,
  staffCatalogueQuerySchema,
} from '@rta/domain/api/staff-catalogue';
import { errorSchema } from '../lib/errors.ts';
import { HttpError } from '../lib/http-error.ts';
import { signedInUser } from '../plugins/auth.ts';
import { createCatalogueAdmin } from './catalogue-admin.ts';
import { INTEGER_COLUMN_MAX } from '../db/schema.ts';

const BAD_ID = 'A cabinet id is a whole number.';
/** The id as the path spells it: a whole number an integer column holds. */
const params = v.object({
  id: v.pipe(
    v.string(BAD_ID),
    v.transform(Number),
    v.number(BAD_ID),
    v.integer(BAD_ID),
    settledNumber,
    v.minValue(1, BAD_ID),
    v.maxValue(INTEGER_COLUMN_MAX, BAD_ID),
  ),
});
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** A Sales User sees the catalogue but is told who changes it (issue 19). */
const catalogueChangersOnly = async (request: FastifyRequest) => {
  const user = signedInUser(request);
  if (!mayChangeCatalogue(user.roles)) {
    request.log.info({ event: 'forbidden', userId: user.id, needs: 'Store Admin' }, 'catalogue change by a Sales User');
    throw new HttpError(403, M.storeAdminOnly, AUTH_ERROR_CODES.forbidden);
  }
};

/** /api/staff/catalogue: every SKU (hidden too) and its prices, for staff (issue 9); changed by Store Admins (issue 19). */
export const catalogueAdminRoutes: RoutesPlugin = async (app) => {
  const admin = createCatalogueAdmin(app.db, app.clock);

  app.get(
    '/catalogue',
    {
      schema: {
        tags: ['staff'],
        summary: 'The SKUs of one group and category, hidden ones included',
        querystring: staffCatalogueQuerySchema,
        response: { 200: staffCatalogueListSchema, ...errors },
      },
    },
    async (request) => ({ cabinets: await admin.list(request.query.group, request.query.category) }),
  );

  // Changes: a context of their own, whose hook runs after the staff check and before the body is read.
  const changeRoutes: RoutesPlugin = async (changes) => {
    changes.addHook('preParsing', catalogueChangersOnly);

    changes.put(
      '/catalogue/:id',
      {
        schema: {
          tags: ['staff'],
          summary:
            'Change prices (cents) or hide/show a SKU; Store Admins only. A price cut by more than half, or to under $1.00, needs confirmLargePriceDrop: true (409 without)',
          params,
          body: cabinetUpdateSchema,
          response: { 200: staffCabinetSchema, ...errors, 409: errorSchema },
        },
      },
      async (request) => {
        const cabinet = await admin.update(signedInUser(request), request.params.id, request.body);
        app.catalogueChanges.announce(String(cabinet.id));
        return cabinet;
      },
    );
  };
  await app.register(changeRoutes);
};
