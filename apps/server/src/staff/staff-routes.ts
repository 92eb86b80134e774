import type { RoutesPlugin } from '../plugins/validation.ts';
import { STAFF_ROLES, STORE_ADMIN_ROLE } from '@rta/domain/accounts/roles';
import { auditRoutes } from './audit-routes.ts';
import { catalogueAdminRoutes } from './catalogue-admin-routes.ts';
import { rolesRoutes } from './roles-routes.ts';
import { staffApplicationsRoutes } from './staff-applications-routes.ts';
import { staffHandOffsRoutes } from './staff-hand-offs-routes.ts';
import { staffOrdersRoutes } from './staff-orders-routes.ts';
import { staffSummaryRoutes } from './staff-summary-routes.ts';
import { supportInboxRoutes } from './support-inbox-routes.ts';

/**
 * The staff console's API (issue 9), registered under /api/staff. Its role check is one
 * preParsing hook of this encapsulated context, so it runs for every route declared inside
 * (and for no other), as the router matched it, before the body is read or anything is
 * validated: someone who is not staff gets 401/403 whatever they send and learns nothing from
 * validation messages. preParsing rather than onRequest so that the per-client rate limit
 * (an onRequest hook of each route) counts a refused request too: a flood of forged tokens
 * is limited like any other. A route added here is guarded without saying so. The Store
 * Admins' routes sit in nested contexts whose own hook runs after this one.
 */
export const staffRoutes: RoutesPlugin = async (staff) => {
  staff.addHook('preParsing', staff.requireRole(...STAFF_ROLES));

  await staff.register(staffOrdersRoutes);
  await staff.register(staffApplicationsRoutes);
  await staff.register(supportInboxRoutes);
  await staff.register(staffHandOffsRoutes);
  // Staff see the catalogue; its changes are Store Admins' (a nested context in that file, with its own message).
  await staff.register(catalogueAdminRoutes);
  await staff.register(async (storeAdmins) => {
    storeAdmins.addHook('preParsing', storeAdmins.requireRole(STORE_ADMIN_ROLE));
    await storeAdmins.register(rolesRoutes);
  });
  await staff.register(auditRoutes);
  await staff.register(staffSummaryRoutes);
};
