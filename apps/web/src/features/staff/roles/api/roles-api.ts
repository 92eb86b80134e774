import { queryOptions } from '@tanstack/react-query';
import { STAFF_END_SESSIONS_PATH, STAFF_ROLES_PATH } from '@rta/domain/staff/roles-constants';
import type { EndedSessions, UserRoles } from '@rta/domain/api/staff-roles';
import { apiRequest } from '../../../../lib/api-client.ts';

/** The answers' schemas (zod) load with a call and are awaited once it answers: the roles page's first render carries no zod. */
const schemas = () => import('@rta/domain/api/staff-roles');

export const userRolesQuery = (email: string) =>
  queryOptions({
    queryKey: ['staff', 'roles', email.toLowerCase()],
    queryFn: ({ signal }) =>
      apiRequest(
        `${STAFF_ROLES_PATH}?email=${encodeURIComponent(email)}`,
        schemas().then((module) => module.userRolesSchema),
        { signal },
      ),
    enabled: email !== '',
    staleTime: 0,
    retry: false,
  });

export const changeRole = (action: 'grant' | 'revoke', email: string, role: string): Promise<UserRoles> =>
  apiRequest(
    `${STAFF_ROLES_PATH}/${action}`,
    schemas().then((module) => module.userRolesSchema),
    { method: 'POST', body: { email, role } },
  );

export const endSessions = (email: string): Promise<EndedSessions> =>
  apiRequest(
    STAFF_END_SESSIONS_PATH,
    schemas().then((module) => module.endedSessionsSchema),
    { method: 'POST', body: { email } },
  );
