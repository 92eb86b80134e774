import { queryOptions } from '@tanstack/react-query';
import type { SavedBinder } from '@rta/domain/api/cart';
import { DEVICE_FINGERPRINT_HEADER } from '@rta/domain/accounts/constants';
import {
  PROJECT_UPDATE_METHOD_PATH,
  PROJECTS_API_PATH,
  projectDeletedSchema,
  projectListSchema,
  projectMethodAnswerSchema,
  projectSavedSchema,
  projectSchema,
  type Project,
} from '@rta/domain/api/projects';
import { apiRequest } from '../../../lib/api-client.ts';
import { readDeviceFingerprint } from '../../../lib/device-fingerprint.ts';
import { useSession } from '../../../stores/session-store.ts';

const projectPath = (id: string): string => `${PROJECTS_API_PATH}/${encodeURIComponent(id)}`;
const methodPath = (id: string): string => `${PROJECT_UPDATE_METHOD_PATH}/${encodeURIComponent(id)}`;

export const fetchProjects = async (): Promise<Project[]> =>
  (await apiRequest(PROJECTS_API_PATH, projectListSchema)).projects;

/** The project priced now: what switching to it loads. */
export const fetchProject = (id: string): Promise<Project> => apiRequest(projectPath(id), projectSchema);

export const createProject = async (name: string, cartData: SavedBinder): Promise<Project> =>
  (await apiRequest(PROJECTS_API_PATH, projectSavedSchema, { method: 'POST', body: { name, cartData } })).project;

/** Spec §7: the method path serves rename and update; each sends only what it changes, so a rename never races a save. */
export const renameProject = async (id: string, name: string): Promise<Project> =>
  (await apiRequest(methodPath(id), projectMethodAnswerSchema, { method: 'PUT', body: { name } })).message;

export const updateProjectContents = async (id: string, cartData: SavedBinder): Promise<Project> =>
  (await apiRequest(methodPath(id), projectMethodAnswerSchema, { method: 'PUT', body: { cart_data: cartData } }))
    .message;

export const deleteProject = async (id: string): Promise<void> => {
  await apiRequest(projectPath(id), projectDeletedSchema, { method: 'DELETE' });
};

/**
 * The same update as a keepalive request, for a page being hidden or closed: the browser
 * finishes it after the page is gone (bodies up to 64 KB). Resolves true when the server
 * confirmed it while the page was still there to hear.
 */
export const updateProjectContentsKeepalive = async (id: string, cartData: SavedBinder): Promise<boolean> => {
  const token = useSession.getState().token;
  const fingerprint = readDeviceFingerprint();
  if (!token) return false;
  const response = await fetch(methodPath(id), {
    method: 'PUT',
    keepalive: true,
    credentials: 'include',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(fingerprint ? { [DEVICE_FINGERPRINT_HEADER]: fingerprint } : {}),
    },
    body: JSON.stringify({ cart_data: cartData }),
  });
  return response.ok;
};

export const projectsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['projects', userId],
    queryFn: fetchProjects,
    // Another device may have saved meanwhile: every open of the binder reads the list again.
    staleTime: 0,
  });
