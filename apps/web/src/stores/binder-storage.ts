import { z } from 'zod';
import { labelSchema } from '@rta/domain/binder';
import { binderItemSchema } from '@rta/domain/binder-item';
import { BINDER_KEYS, GUEST, type Stored, type SyncState } from './binder-store.ts';

/** The binder's local storage, read and checked (loaded by binder-store.ts after the first paint). */
const syncSchema: z.ZodType<SyncState> = z.object({ owner: z.string().nullable(), merged: z.boolean(), revision: z.number().int(), pending: z.boolean() });

const read = <T>(key: string, schema: z.ZodType<T>, fallback: T): T => {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
};

export const readStoredBinder = (): Stored => ({
  items: read(BINDER_KEYS.items, binderItemSchema.array(), []),
  labels: read(BINDER_KEYS.labels, labelSchema.array(), []),
  preAssembly: read(BINDER_KEYS.preAssembly, z.boolean(), false),
  sync: read(BINDER_KEYS.sync, syncSchema, GUEST),
});
