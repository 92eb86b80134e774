import {
  SHARED_PROJECT_API_PATH,
  sharedProjectSchema,
  shareLinkMadeSchema,
  shareLinkPath,
  shareLinkRevokedSchema,
  shareLinkStatusSchema,
  type SharedProject,
  type ShareLinkMade,
  type ShareLinkStatus,
} from '@rta/domain/api/shared-projects';
import { apiRequest } from '../../../lib/api-client.ts';

/** Whether the owner's project has a read-only link (decision 0161). */
export const fetchShareLink = (projectId: string): Promise<ShareLinkStatus> =>
  apiRequest(shareLinkPath(projectId), shareLinkStatusSchema);

/** A new link, shown once; the project's earlier link stops working. */
export const makeShareLink = (projectId: string): Promise<ShareLinkMade> =>
  apiRequest(shareLinkPath(projectId), shareLinkMadeSchema, { method: 'POST' });

export const revokeShareLink = async (projectId: string): Promise<void> => {
  await apiRequest(shareLinkPath(projectId), shareLinkRevokedSchema, { method: 'DELETE' });
};

/** A shared project by its link's token, priced by the server as for a guest; sent without the session. */
export const fetchSharedProject = (token: string): Promise<SharedProject> =>
  apiRequest(SHARED_PROJECT_API_PATH, sharedProjectSchema, { method: 'POST', body: { token }, auth: false });

export const shareLinkQueryKey = (projectId: string) => ['share-link', projectId] as const;
