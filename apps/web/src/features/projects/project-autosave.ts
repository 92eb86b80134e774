import { toast } from 'react-toastify';
import type { SavedBinder } from '@rta/domain/api/cart';
import { PROJECT_MESSAGES, type Project } from '@rta/domain/api/projects';
import { ApiError } from '../../lib/api-client.ts';
import { isRetryable } from '../../lib/retry-policy.ts';
import { useBinderStore } from '../../stores/binder-store.ts';
import { useSession } from '../../stores/session-store.ts';
import { updateProjectContents, updateProjectContentsKeepalive } from './api/projects-api.ts';
import { binderChoices, sameChoices } from './binder-contents.ts';
import { CURRENT_PROJECT_KEY, currentProjectId, useCurrentProject } from './current-project.ts';
import { notifyProjectGone, notifyProjectSaved } from './project-events.ts';
import { putPendingSave, readPendingSaves, removePendingSave, removePendingSavesOf } from './pending-saves.ts';

/**
 * Spec §4 Project: every change to the binder's items or labels saves the current project.
 * A change is written to local storage at once (pending-saves) and sent a moment later;
 * when the tab is hidden or closed whatever is pending goes out as a keepalive request,
 * and whatever the server never confirmed is sent again at the next load.
 */
const SAVE_DEBOUNCE_MS = 800;
const retryDelay = (attempt: number): number => Math.min(30_000, 1_000 * 2 ** (attempt - 1));

/** What each project holds on the server as far as this tab knows, so an unchanged binder is not sent again. */
const known = new Map<string, SavedBinder>();
let lastStamp = 0;
const stamp = (): number => (lastStamp = Math.max(Date.now(), lastStamp + 1));

let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<boolean> | null = null;
let attempt = 0;

const signedInUserId = (): string | undefined => useSession.getState().user?.id;

/** The project now holds these contents (just loaded, created or saved). */
export const rememberProjectContents = (projectId: string, cartData: SavedBinder): void => {
  known.set(projectId, cartData);
};

const pendingOfUser = (userId: string) =>
  Object.entries(readPendingSaves()).filter(([, entry]) => entry.userId === userId);

const saved = (projectId: string, sent: SavedBinder, changedAt: number, project: Project): void => {
  known.set(projectId, sent);
  removePendingSave(projectId, changedAt);
  notifyProjectSaved(project);
};

/** Send every pending save of the signed-in user; true when none is left unsent. */
const sendPending = async (): Promise<boolean> => {
  const userId = signedInUserId();
  if (!userId) return false;
  for (const [projectId, entry] of pendingOfUser(userId)) {
    try {
      saved(projectId, entry.cartData, entry.changedAt, await updateProjectContents(projectId, entry.cartData));
    } catch (error) {
      if (isRetryable(error)) throw error;
      removePendingSave(projectId, entry.changedAt);
      if (error instanceof ApiError && error.status === 404) {
        // Deleted meanwhile (another tab or device): nothing to save into any more.
        toast.error(PROJECT_MESSAGES.notFound, { toastId: 'project-not-found' });
        if (currentProjectId(userId) === projectId) useCurrentProject.getState().clear();
        notifyProjectGone(projectId);
      } else if (!(error instanceof ApiError && error.status === 401)) {
        // Refused (e.g. a SKU no longer sold): sending it again would be refused again.
        toast.error(PROJECT_MESSAGES.updateFailed, { toastId: 'project-update-failed' });
      }
    }
  }
  return pendingOfUser(userId).length === 0;
};

const schedule = (delay: number): void => {
  clearTimeout(timer);
  timer = setTimeout(() => void run(), delay);
};

/** One pass at a time; a failure the network caused is tried again with backoff. */
const run = (): Promise<boolean> => {
  clearTimeout(timer);
  running ??= sendPending()
    .then((done) => {
      attempt = 0;
      return done;
    })
    .catch((error: unknown) => {
      if (!isRetryable(error)) throw error;
      attempt += 1;
      schedule(retryDelay(attempt));
      // Say so once per outage; the contents stay in local storage meanwhile.
      if (attempt === 2) toast.error(PROJECT_MESSAGES.updateFailed, { toastId: 'project-update-failed' });
      return false;
    })
    .finally(() => {
      running = null;
    });
  return running;
};

/**
 * Save what is pending now and wait for it (before a switch, a new project or a clear).
 * Resolves false when something could not be saved; it stays pending and is retried.
 */
export const flushProjectSaves = async (): Promise<boolean> => {
  if (running) await running;
  return run();
};

/** A change of the binder: pending for the current project unless it already holds exactly this. */
const onBinderChange = (): void => {
  const userId = signedInUserId();
  const projectId = currentProjectId(userId);
  if (!userId || !projectId) return;
  const contents = binderChoices();
  const held = known.get(projectId);
  if (held && sameChoices(held, contents) && !readPendingSaves()[projectId]) return;
  putPendingSave(projectId, userId, contents, stamp());
  schedule(SAVE_DEBOUNCE_MS);
};

/** Changes already sent on hide: pagehide and visibilitychange both fire when a tab closes. */
const sentOnHide = new Set<number>();

/** The page is being hidden or closed: send what is pending now, as requests that outlive the page. */
const flushOnHide = (): void => {
  const userId = signedInUserId();
  if (!userId) return;
  clearTimeout(timer);
  for (const [projectId, entry] of pendingOfUser(userId)) {
    if (sentOnHide.has(entry.changedAt)) continue;
    sentOnHide.add(entry.changedAt);
    updateProjectContentsKeepalive(projectId, entry.cartData)
      .then((ok) => {
        // Heard back (the tab was only hidden): confirmed. Otherwise the next load sends it again.
        if (ok) removePendingSave(projectId, entry.changedAt);
        else schedule(0);
      })
      .catch(() => schedule(retryDelay(1)));
  }
};

let started = false;

export const startProjectAutoSave = (): void => {
  if (started) return;
  started = true;
  useBinderStore.subscribe((state, previous) => {
    // A revision is a change of the shopper's (here or in another tab); server answers adopted by the binder's sync are not.
    if (state.sync.revision !== previous.sync.revision) onBinderChange();
  });
  useSession.subscribe((state, previous) => {
    if (state.user && state.user.id !== previous.user?.id) schedule(0);
    if (!state.user && previous.user) {
      // Logout (spec §4 clears the binder): the next person here sees no project and none of this account's contents.
      removePendingSavesOf(previous.user.id);
      useCurrentProject.getState().clear();
      known.clear();
    }
  });
  window.addEventListener('storage', (event) => {
    if (event.key === CURRENT_PROJECT_KEY || event.key === null) useCurrentProject.getState().reload();
  });
  window.addEventListener('pagehide', flushOnHide);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushOnHide();
  });
  window.addEventListener('online', () => schedule(0));
  if (signedInUserId()) schedule(0);
};
