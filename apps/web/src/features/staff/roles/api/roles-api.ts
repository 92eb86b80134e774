import { queryOptions } from '@tanstack/react-query';
import {
  endedSessionsSchema,
  STAFF_END_SESSIONS_PATH,
  STAFF_ROLES_PATH,
  userRolesSchema,
  type EndedSessions,
  type UserRoles,
} from '@rta/domain/staff-roles';
import { apiRequest } from '../../../../lib/api-client.ts';

export const userRolesQuery = (email: string) =>
  queryOptions({
    queryKey: ['staff', 'roles', email.toLowerCase()],
    queryFn: ({ signal }) => apiRequest(`${STAFF_ROLES_PATH}?email=${encodeURIComponent(email)}`, userRolesSchema, { signal }),
    enabled: email !== '',
    staleTime: 0,
    retry: false,
  });

export const changeRole = (action: 'grant' | 'revoke', email: string, role: string): Promise<UserRoles> =>
  apiRequest(`${STAFF_ROLES_PATH}/${action}`, userRolesSchema, { method: 'POST', body: { email, role } });

export const endSessions = (email: string): Promise<EndedSessions> =>
  apiRequest(STAFF_END_SESSIONS_PATH, endedSessionsSchema, { method: 'POST', body: { email } });
