import * as v from 'valibot';
import { create } from 'zustand';

/** Local storage key of the selected project, with the account it belongs to. */
export const CURRENT_PROJECT_KEY = 'currentProject';

const storedSchema = v.object({ userId: v.string(), projectId: v.string() });
type Selection = v.InferOutput<typeof storedSchema>;

const read = (): Selection | null => {
  try {
    const raw = window.localStorage.getItem(CURRENT_PROJECT_KEY);
    if (raw === null) return null;
    const parsed = v.safeParse(storedSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
};

const write = (selection: Selection | null): void => {
  try {
    if (selection) window.localStorage.setItem(CURRENT_PROJECT_KEY, JSON.stringify(selection));
    else window.localStorage.removeItem(CURRENT_PROJECT_KEY);
  } catch {
    // Storage refused: the selection still holds in this tab; a reload starts with none.
  }
};

interface CurrentProjectState {
  selection: Selection | null;
  select: (userId: string, projectId: string) => void;
  clear: () => void;
  reload: () => void;
}

/**
 * Which project the binder belongs to (spec §4 Project: none or one), kept in local storage
 * so a reload and other tabs agree. It names its account, so another account signing in on
 * this browser starts with no project selected.
 */
export const useCurrentProject = create<CurrentProjectState>()((set) => ({
  selection: read(),
  select: (userId, projectId) => {
    const selection = { userId, projectId };
    write(selection);
    set({ selection });
  },
  clear: () => {
    write(null);
    set({ selection: null });
  },
  reload: () => set({ selection: read() }),
}));

/** The selected project's id when it belongs to this user. */
export const currentProjectId = (userId: string | undefined): string | null => {
  const selection = useCurrentProject.getState().selection;
  return userId && selection?.userId === userId ? selection.projectId : null;
};

export const useCurrentProjectId = (userId: string | undefined): string | null =>
  useCurrentProject((state) => (userId && state.selection?.userId === userId ? state.selection.projectId : null));
