import { toast } from 'react-toastify';
import { CART_MESSAGES } from '@rta/domain/api/cart';
import { toSavedBinder } from '@rta/domain/binder/choices';
import { PROJECT_MESSAGES, type Project } from '@rta/domain/api/projects';
import { ApiError } from '../../lib/api-client.ts';
import { createProject, deleteProject, fetchProject, renameProject } from './api/projects-api.ts';
import { binderChoices, currentBinder, mergedBinder, projectBinder, replaceBinder } from './binder-contents.ts';
import { useCurrentProject } from './current-project.ts';
import { flushProjectSaves, rememberProjectContents } from './project-autosave.ts';
import { notifyProjectGone, notifyProjectSaved } from './project-events.ts';
import { removePendingSave } from './pending-saves.ts';
import { clearBinderQuote } from '../../stores/binder-quote.ts';

/**
 * What the project bar's choices do (spec §4 Project, docs/decisions/0047-switching-projects.md).
 * Each returns what happened; the spec's error toasts are shown here, so a dialog only has
 * to stay open or close.
 */

/** 'replace': the binder shows the project. 'add': the project's items join the binder, and the whole is saved in the project. */
export type SwitchMode = 'replace' | 'add';

const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

const projectGone = (projectId: string): void => {
  toast.error(PROJECT_MESSAGES.notFound, { toastId: 'project-not-found' });
  removePendingSave(projectId);
  const { selection, clear } = useCurrentProject.getState();
  if (selection?.projectId === projectId) clear();
  notifyProjectGone(projectId);
};

/** The current project's last changes are saved before the binder moves on; if they cannot be, nothing moves. */
const saveCurrentFirst = async (): Promise<boolean> => {
  if (await flushProjectSaves()) return true;
  toast.error(PROJECT_MESSAGES.saveFailed, { toastId: 'project-save-failed' });
  return false;
};

/** 'done', 'gone' (the project no longer exists: nothing left to ask) or 'failed' (try again). */
export type SwitchOutcome = 'done' | 'gone' | 'failed';

export const switchToProject = async (userId: string, projectId: string, mode: SwitchMode): Promise<SwitchOutcome> => {
  if (!(await saveCurrentFirst())) return 'failed';
  let project: Project;
  try {
    project = await fetchProject(projectId);
  } catch (error) {
    if (!isNotFound(error)) {
      toast.error(PROJECT_MESSAGES.switchFailed);
      return 'failed';
    }
    projectGone(projectId);
    return 'gone';
  }
  const { selection, select, clear } = useCurrentProject.getState();
  const binder = projectBinder(project);
  rememberProjectContents(project.id, toSavedBinder(binder));
  const next = mode === 'replace' ? binder : mergedBinder(currentBinder(), binder);
  // Selected first, so that with 'add' the auto-save files the combined binder under this project.
  select(userId, project.id);
  try {
    replaceBinder(next);
  } catch {
    if (selection) select(selection.userId, selection.projectId);
    else clear();
    toast.error(PROJECT_MESSAGES.switchFailed);
    return 'failed';
  }
  // A binder that now shows another project is no longer the one a quote filled (decision 0162).
  if (mode === 'replace') clearBinderQuote();
  notifyProjectSaved(project);
  if (project.removed.length > 0) toast.info(CART_MESSAGES.removed(project.removed.map((item) => item.name)));
  return 'done';
};

/** Spec §4: choosing the empty option clears the current project; the binder keeps its items. */
export const clearCurrentProject = async (): Promise<boolean> => {
  if (!(await saveCurrentFirst())) return false;
  useCurrentProject.getState().clear();
  return true;
};

/** A failure keeps its dialog open with the server's message, unless the project is gone. */
export type ProjectResult = { ok: true; project: Project } | { ok: false; message: string | null; gone?: boolean };

/** A 400 or 409 says what to change (a name already used, a SKU no longer sold); anything else has nothing to act on. */
const fieldMessage = (error: unknown): string | null =>
  error instanceof ApiError && (error.status === 400 || error.status === 409) ? error.message : null;

export const createNewProject = async (userId: string, name: string, startEmpty: boolean): Promise<ProjectResult> => {
  if (!(await saveCurrentFirst())) return { ok: false, message: null };
  const contents = startEmpty ? { items: [], labels: [], preAssembly: currentBinder().preAssembly } : binderChoices();
  let project: Project;
  try {
    project = await createProject(name, contents);
  } catch (error) {
    toast.error(PROJECT_MESSAGES.createFailed);
    return { ok: false, message: fieldMessage(error) };
  }
  const binder = projectBinder(project);
  rememberProjectContents(project.id, toSavedBinder(binder));
  useCurrentProject.getState().select(userId, project.id);
  if (startEmpty) {
    try {
      replaceBinder(binder);
    } catch {
      toast.error(PROJECT_MESSAGES.switchFailed);
    }
  }
  notifyProjectSaved(project);
  return { ok: true, project };
};

export const renameCurrentProject = async (projectId: string, name: string): Promise<ProjectResult> => {
  try {
    const project = await renameProject(projectId, name);
    notifyProjectSaved(project);
    return { ok: true, project };
  } catch (error) {
    if (isNotFound(error)) {
      projectGone(projectId);
      return { ok: false, message: null, gone: true };
    }
    toast.error(PROJECT_MESSAGES.renameFailed);
    return { ok: false, message: fieldMessage(error) };
  }
};

/** The binder keeps what it shows; it simply belongs to no project any more. */
export const deleteExistingProject = async (projectId: string): Promise<boolean> => {
  try {
    await deleteProject(projectId);
  } catch (error) {
    if (isNotFound(error)) {
      projectGone(projectId);
      return true;
    }
    toast.error(PROJECT_MESSAGES.deleteFailed);
    return false;
  }
  removePendingSave(projectId);
  const { selection, clear } = useCurrentProject.getState();
  if (selection?.projectId === projectId) clear();
  notifyProjectGone(projectId);
  return true;
};
