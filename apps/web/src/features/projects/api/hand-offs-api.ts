import { queryOptions } from '@tanstack/react-query';
import {
  customerHandOffListSchema,
  HAND_OFFS_API_PATH,
  handOffAcceptedSchema,
  handOffSchema,
  type CustomerHandOffSummary,
  type HandOff,
  type HandOffAccepted,
} from '@rta/domain/api/hand-offs';
import { apiRequest } from '../../../lib/api-client.ts';

const one = (id: string) => `${HAND_OFFS_API_PATH}/${encodeURIComponent(id)}`;

/** A hand-off sent to the signed-in user (decision 0163), priced now for them. */
export const fetchHandOff = (id: string): Promise<HandOff> => apiRequest(one(id), handOffSchema);

/** Accepting makes it one of the user's projects. */
export const acceptHandOff = (id: string): Promise<HandOffAccepted> =>
  apiRequest(`${one(id)}/accept`, handOffAcceptedSchema, { method: 'POST' });

export const declineHandOff = (id: string, note: string): Promise<HandOff> =>
  apiRequest(`${one(id)}/decline`, handOffSchema, { method: 'POST', body: { note } });

export const handOffQueryKey = (userId: string, id: string) => ['hand-off', userId, id] as const;

/** The newest hand-offs sent to the signed-in user's verified address (never a draft). */
export const fetchMyHandOffs = async (): Promise<CustomerHandOffSummary[]> =>
  (await apiRequest(HAND_OFFS_API_PATH, customerHandOffListSchema)).handOffs;

export const myHandOffsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['hand-offs', userId],
    queryFn: fetchMyHandOffs,
    // A designer may send one meanwhile: every open of the binder reads the list again.
    staleTime: 0,
  });
