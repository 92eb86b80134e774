import {
  HAND_OFFS_API_PATH,
  handOffAcceptedSchema,
  handOffSchema,
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
