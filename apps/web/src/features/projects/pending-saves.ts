import * as v from 'valibot';
import { savedBinderSchema, type SavedBinder } from '@rta/domain/api/cart';

/**
 * Binder contents a project should hold but the server has not confirmed yet, by project
 * id, in local storage: a reload, a crash or a closed tab leaves them here, and the next
 * load sends them. One entry per project, so switching projects never drops another's.
 */
export const PENDING_SAVES_KEY = 'projectPendingSaves';

const entrySchema = v.object({ userId: v.string(), cartData: savedBinderSchema, changedAt: v.number() });
export type PendingSave = v.InferOutput<typeof entrySchema>;
const allSchema = v.record(v.string(), entrySchema);

export const readPendingSaves = (): Record<string, PendingSave> => {
  try {
    const raw = window.localStorage.getItem(PENDING_SAVES_KEY);
    if (raw === null) return {};
    const parsed = v.safeParse(allSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : {};
  } catch {
    return {};
  }
};

const writeAll = (all: Record<string, PendingSave>): void => {
  try {
    if (Object.keys(all).length === 0) window.localStorage.removeItem(PENDING_SAVES_KEY);
    else window.localStorage.setItem(PENDING_SAVES_KEY, JSON.stringify(all));
  } catch {
    // Storage refused (quota, private mode): the save is still tried from memory this session.
  }
};

export const putPendingSave = (projectId: string, userId: string, cartData: SavedBinder, changedAt: number): void =>
  writeAll({ ...readPendingSaves(), [projectId]: { userId, cartData, changedAt } });

/** Forget a pending save; with `changedAt`, only if no newer change replaced it meanwhile. */
export const removePendingSave = (projectId: string, changedAt?: number): void => {
  const all = readPendingSaves();
  const entry = all[projectId];
  if (!entry || (changedAt !== undefined && entry.changedAt !== changedAt)) return;
  writeAll(Object.fromEntries(Object.entries(all).filter(([id]) => id !== projectId)));
};

/** At logout: one account's unsaved contents are not left for the next person on this browser. */
export const removePendingSavesOf = (userId: string): void =>
  writeAll(Object.fromEntries(Object.entries(readPendingSaves()).filter(([, entry]) => entry.userId !== userId)));
