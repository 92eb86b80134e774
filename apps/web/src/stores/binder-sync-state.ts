import type { Binder } from '@rta/domain/binder/binder';

/**
 * Spec §3 local storage keys of the binder, plus where it stands with the account's copy. Apart
 * from binder-store.ts so that the stored binder's reader (binder-storage.ts, which the store
 * loads lazily) does not import the store back.
 */
export const BINDER_KEYS = {
  items: 'cart-items',
  labels: 'cart-labels',
  preAssembly: 'cart-pre-assembly',
  sync: 'cart-sync',
} as const;

/**
 * Whose binder this browser holds and whether the server has it. `owner` is null for a
 * guest's binder, else the user id. `merged` is false until a guest binder brought to a
 * login has been merged into the account's. `revision` counts local changes; `pending` says
 * one of them has not reached the server yet, so a reload or a lost connection loses nothing.
 */
export interface SyncState {
  owner: string | null;
  merged: boolean;
  revision: number;
  pending: boolean;
}
export const GUEST: SyncState = { owner: null, merged: false, revision: 0, pending: false };

/** The binder as this browser keeps it in local storage, with where it stands with the account's copy. */
export type LocalBinder = Binder & { sync: SyncState };

/** A key of the binder's local storage as stored, or null: not there, or storage refused (an empty binder). */
export const storedText = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};
