import { toBinderItems, toLabels } from '@rta/domain/binder-check';
import { BINDER_KEYS, GUEST, type Stored, type SyncState } from './binder-store.ts';

/**
 * The binder's local storage, read and checked as the binder's schemas would check it, but
 * without zod (domain binder-check.ts), so that checkout, which waits for it, first renders
 * without the schema library. Loaded by binder-store.ts when anything is stored.
 */
const toSync = (value: unknown): SyncState | undefined => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { owner, merged, revision, pending } = value as Record<string, unknown>;
  if ((owner !== null && typeof owner !== 'string') || typeof merged !== 'boolean' || !Number.isSafeInteger(revision) || typeof pending !== 'boolean') return undefined;
  return { owner, merged, revision: revision as number, pending };
};
const toFlag = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

const read = <T>(key: string, check: (value: unknown) => T | undefined, fallback: T): T => {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? fallback : (check(JSON.parse(raw)) ?? fallback);
  } catch {
    return fallback;
  }
};

export const readStoredBinder = (): Stored => ({
  items: read(BINDER_KEYS.items, toBinderItems, []),
  labels: read(BINDER_KEYS.labels, toLabels, []),
  preAssembly: read(BINDER_KEYS.preAssembly, toFlag, false),
  sync: read(BINDER_KEYS.sync, toSync, GUEST),
});
