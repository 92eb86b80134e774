import { notKeptMessage, recoverBinder, type StoredBinderTexts } from '@rta/domain/binder/recovery';
import { storesPlans } from '@rta/domain/binder/stored-plans';
import { firstPaint } from '../lib/first-paint.ts';
import { notify } from '../lib/notify.ts';
import { BINDER_KEYS, GUEST, storedText, type LocalBinder, type SyncState } from './binder-sync-state.ts';

/**
 * The binder's local storage, read item by item (domain binder-recovery.ts): what cannot be
 * read is left out, the rest kept, and the shopper told. Without zod, so that checkout, which
 * waits for it, first renders without the schema library. Loaded by binder-store.ts when
 * anything is stored.
 */
const toSync = (value: unknown): SyncState | undefined => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { owner, merged, revision, pending } = value as Record<string, unknown>;
  if (
    (owner !== null && typeof owner !== 'string') ||
    typeof merged !== 'boolean' ||
    !Number.isSafeInteger(revision) ||
    typeof pending !== 'boolean'
  )
    return undefined;
  return { owner, merged, revision: revision as number, pending };
};

const readSync = (): SyncState => {
  const text = storedText(BINDER_KEYS.sync);
  try {
    return (text === null ? undefined : toSync(JSON.parse(text))) ?? GUEST;
  } catch {
    return GUEST;
  }
};

/**
 * Writes back each key whose reading differs from what is stored (a price taken from the
 * catalogue again, an item left out), so that the shopper is told once, not at every load.
 * Not marked for the account: a signed-in shopper's binder is priced and kept by the server.
 */
const writeBack = (texts: StoredBinderTexts, read: Pick<LocalBinder, keyof StoredBinderTexts>): void => {
  for (const key of Object.keys(texts) as (keyof StoredBinderTexts)[]) {
    const text = JSON.stringify(read[key]);
    if (texts[key] === null || texts[key] === text) continue;
    try {
      window.localStorage.setItem(BINDER_KEYS[key], text);
    } catch {
      // Quota or private mode: the binder is shown as read all the same, and read again next time.
    }
  }
};

/**
 * A room's plan is read by its schema, a chunk of its own (binder/plan-recovery.ts) loaded only
 * when a label has a plan: a binder without plans is read without the plan's schemas.
 * binder-store.ts asks for that chunk beside this one by the same test.
 */
export const readStoredBinder = async (): Promise<LocalBinder> => {
  const texts: StoredBinderTexts = {
    items: storedText(BINDER_KEYS.items),
    labels: storedText(BINDER_KEYS.labels),
    preAssembly: storedText(BINDER_KEYS.preAssembly),
  };
  const readPlan = storesPlans(texts.labels)
    ? (await import('@rta/domain/binder/plan-recovery')).readStoredPlan
    : undefined;
  const { binder, lost } = recoverBinder(texts, readPlan);
  writeBack(texts, binder);
  const message = notKeptMessage(lost);
  // Once the page shows (the toasts load after the first paint); one toast however often it is read.
  if (message) void firstPaint.then(() => notify.warning(message, { toastId: 'binder-not-kept' }));
  return { ...binder, sync: readSync() };
};
