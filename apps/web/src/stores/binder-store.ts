import { create } from 'zustand';
import type { BinderItem } from '@rta/domain/binder/item';
import * as ops from '@rta/domain/binder/ops';
import type { Binder, BinderContents } from '@rta/domain/binder/binder';
import type { Plan } from '@rta/domain/planner/plan';
import type { AddToLabelResult } from '@rta/domain/planner/add-to-label';
import { BINDER_UNREADABLE } from '@rta/domain/binder/unreadable';
import { storesPlans } from '@rta/domain/binder/stored-plans';
import { firstPaint } from '../lib/first-paint.ts';
import { notify } from '../lib/notify.ts';
import { BINDER_KEYS, GUEST, storedText, type LocalBinder, type SyncState } from './binder-sync-state.ts';

const nothingStored = (): boolean => Object.values(BINDER_KEYS).every((key) => storedText(key) === null);

/**
 * What local storage holds, checked as the binder's schemas would check it. The check is a
 * chunk of its own, loaded at startup in parallel with the first paint, which shows the
 * header's count once it is in: see binderReady.
 */
const readStored = (): Promise<LocalBinder> => {
  // Nothing stored (a first visit): nothing to check, so the check is not loaded for it.
  if (nothingStored()) return Promise.resolve({ items: [], labels: [], preAssembly: false, sync: GUEST });
  // A room's plan is read by a chunk of its own, asked for beside the check (not after it) when
  // the stored labels hold one, by the rule binder-storage.ts reads them with.
  if (storesPlans(storedText(BINDER_KEYS.labels))) import('@rta/domain/binder/plan-recovery').catch(() => undefined);
  return import('./binder-storage.ts').then((module) => module.readStoredBinder());
};

/**
 * Write a change to local storage first, then show it: a write that fails (quota, private
 * mode) throws to the caller and leaves the binder as it was, never half-changed.
 */
const save = (change: Partial<LocalBinder>): Partial<LocalBinder> => {
  for (const key of Object.keys(change) as (keyof LocalBinder)[]) {
    window.localStorage.setItem(BINDER_KEYS[key], JSON.stringify(change[key]));
  }
  return change;
};

/** 'full': the binder is at its line limit (spec BINDER_LIMITS); the shopper is told to save or check out. */
export type AddResult = 'added' | 'duplicate' | 'full';

interface BinderState extends LocalBinder {
  /**
   * The binder stored on this device could not be read (its code did not load): the shopper is
   * told, and nothing is written over it (every change throws) until a reload reads it.
   */
  unreadable: boolean;
  /** Adds the item unless the same configuration is already there (spec §4); throws when the binder is full. */
  addItem: (item: BinderItem) => AddResult;
  setQuantity: (itemId: string, quantity: number) => void;
  removeItem: (itemId: string) => void;
  replaceItem: (itemId: string, item: BinderItem) => void;
  moveItem: (itemId: string, labelId: string | null) => void;
  createLabel: (id: string, name: string) => ops.CreateLabelResult;
  deleteLabel: (labelId: string) => void;
  /** A room's plan (issue 22): saved with the binder, like any change to it; null removes it. */
  setLabelPlan: (labelId: string, plan: Plan | null) => void;
  /** Items into a label in one change (the planner's 'Add what this room needs'): `add` is planner/add-to-label.ts. */
  addToLabel: (add: (binder: BinderContents) => AddToLabelResult) => AddToLabelResult;
  setPreAssembly: (enabled: boolean) => void;
  empty: () => void;
  /** Sync: take a binder the server answered (not a local change). */
  adopt: (binder: Binder, sync: Partial<SyncState>) => void;
  setSync: (sync: Partial<SyncState>) => void;
}

/**
 * Item lines in the binder, counting those inside labels: a selector of the state it is given
 * (so that React, hydrating a server-rendered page, reads it from the store's initial state).
 */
export const itemCount = (binder: Pick<LocalBinder, 'items' | 'labels'>): number => ops.lineCount(binder);

export const useBinderStore = create<BinderState>()((set, get) => {
  /** A shopper's change: saved locally at once, and marked for the account's copy when signed in. */
  const write = (next: Partial<LocalBinder>): void => {
    if (get().unreadable) throw new Error(BINDER_UNREADABLE);
    set(save(next));
  };
  const change = (next: Partial<Binder>): void => {
    const sync = get().sync;
    const marked = sync.owner === null ? sync : { ...sync, revision: sync.revision + 1, pending: true };
    write({ ...next, sync: marked });
  };
  const contents = () => ({ items: get().items, labels: get().labels });

  return {
    items: [],
    labels: [],
    preAssembly: false,
    sync: GUEST,
    unreadable: false,
    addItem: (item) => {
      const result = ops.addItem(contents(), item);
      if (result.outcome === 'duplicate') return 'duplicate';
      if (result.outcome === 'full') return 'full';
      change({ items: result.binder.items });
      return 'added';
    },
    setQuantity: (itemId, quantity) => change(ops.setQuantity(contents(), itemId, quantity)),
    removeItem: (itemId) => change(ops.removeItem(contents(), itemId)),
    replaceItem: (itemId, item) => change(ops.replaceItem(contents(), itemId, item)),
    moveItem: (itemId, labelId) => change(ops.moveItem(contents(), itemId, labelId)),
    createLabel: (id, name) => {
      const result = ops.createLabel(contents(), { id, name });
      if (result.ok) change({ labels: result.binder.labels });
      return result;
    },
    deleteLabel: (labelId) => change(ops.deleteLabel(contents(), labelId)),
    setLabelPlan: (labelId, plan) => {
      const labels = get().labels;
      const at = labels.findIndex((label) => label.id === labelId);
      const label = labels[at];
      if (!label || (label.plan ?? null) === plan) return;
      change({ labels: labels.map((one, index) => (index === at ? { ...label, plan } : one)) });
    },
    addToLabel: (add) => {
      const result = add(contents());
      if (result.added.length > 0) change({ items: result.binder.items, labels: result.binder.labels });
      return result;
    },
    setPreAssembly: (enabled) => change({ preAssembly: enabled }),
    empty: () => change({ items: [], labels: [] }),
    adopt: (binder, sync) =>
      write({
        items: binder.items,
        labels: binder.labels,
        preAssembly: binder.preAssembly,
        sync: { ...get().sync, ...sync },
      }),
    setSync: (sync) => write({ sync: { ...get().sync, ...sync } }),
  };
});

/**
 * Reads the stored binder into the store. When it cannot be read the store says so, and the
 * shopper is told to reload, rather than shown an empty binder that a change would save over
 * what is stored.
 */
const readIntoStore = (): Promise<void> =>
  readStored().then(
    (stored) => useBinderStore.setState({ ...stored, unreadable: false }),
    () => {
      useBinderStore.setState({ unreadable: true });
      // Once the page shows: a toast raised before the first render would be cleared by its navigation.
      void firstPaint.then(() => notify.error(BINDER_UNREADABLE, { toastId: 'binder-unreadable', autoClose: false }));
    },
  );

const hydrated: Promise<void> = readIntoStore();

/**
 * Resolves once the binder has been read from local storage (at startup, without waiting
 * for anyone). Whatever reads or changes the binder before the shopper can see it waits
 * for this: the store and checkout pages, the binder panel, the sync with the account.
 */
export const binderReady = (): Promise<void> => hydrated;

const KEYS: readonly string[] = Object.values(BINDER_KEYS);

/**
 * Shows what another tab writes to the binder's local storage, for guests and accounts alike
 * (the shell follows from its start to its end). Returns the way to stop.
 */
export const followOtherTabs = (): (() => void) => {
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || KEYS.includes(event.key)) void readIntoStore();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

/**
 * Shows another binder as the shopper's own change: saved locally, counted as a new revision,
 * and marked for the account's copy, exactly as an edit would be. (The store has no replace
 * action; adopt with a new revision is the same thing.) Throws when local storage refuses the
 * write, leaving the binder as it was.
 */
export const replaceBinder = (binder: Binder): void => {
  const { sync, adopt } = useBinderStore.getState();
  adopt(binder, { revision: sync.revision + 1, pending: sync.owner !== null });
};
