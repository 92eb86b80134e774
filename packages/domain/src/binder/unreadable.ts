/**
 * The binder stored on this device could not be read (its code did not load): nothing is written
 * over it. A module of its own, since the entry's binder store says it (binder/messages.ts has
 * the others, and re-exports it).
 */
export const BINDER_UNREADABLE =
  'Your saved binder could not be read, so nothing can be changed in it. Reload the page to try again.';
