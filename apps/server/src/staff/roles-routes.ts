import type { RoutesPlugin } from '../plugins/validation.ts';
import { endedSessionsSchema, roleChangeSchema, roleLookupSchema, userRolesSchema } from '@rta/domain/api/staff-roles';
import { errorSchema } from '../lib/errors.ts';
import { signedInUser } from '../plugins/auth.ts';
import { createRoleAdmin } from './role-admin.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** /api/staff/roles: find a user's roles, grant and revoke them; end a user's sessions. Store Admins only (issue 9; staff-routes.ts). */
export const rolesRoutes: RoutesPlugin = async (app) => {
  const roles = createRoleAdmin(app.db);

  app.get(
    '/roles',
    {
      schema: {
        tags: ['staff'],
        summary: "A user's roles, found by e-mail",
        querystring: roleLookupSchema,
        response: { 200: userRolesSchema, ...errors },
      },
    },
    async (request) => roles.rolesFor(request.query.email),
  );

  app.post(
    '/roles/grant',
    {
      schema: {
        tags: ['staff'],
        summary: 'Grant a role (a contractor tier replaces the other tier); never to yourself',
        body: roleChangeSchema,
        response: { 200: userRolesSchema, ...errors },
      },
    },
    async (request) => roles.grant(signedInUser(request), request.body.email, request.body.role),
  );

  app.post(
    '/roles/revoke',
    {
      schema: {
        tags: ['staff'],
        summary: 'Revoke a role; never one of your own',
        body: roleChangeSchema,
        response: { 200: userRolesSchema, ...errors },
      },
    },
    async (request) => roles.revoke(signedInUser(request), request.body.email, request.body.role),
  );

  app.post(
    '/sessions/end',
    {
      schema: {
        tags: ['staff'],
        summary: 'End every session of a user: they must log in again on every device',
        body: roleLookupSchema,
        response: { 200: endedSessionsSchema, ...errors },
      },
    },
    async (request) => roles.endSessions(signedInUser(request), request.body.email),
  );
};
