import { create } from 'zustand';
import type { BinderItem } from '@rta/domain/binder/item';
import type { Label } from '@rta/domain/binder/binder';

/** A question the panel is asking, or a form it shows over the list. */
export type BinderRequest =
  | { kind: 'empty' }
  | { kind: 'createLabel' }
  | { kind: 'deleteLabel'; label: Label }
  | { kind: 'remove'; item: BinderItem }
  | { kind: 'move'; item: BinderItem };

/**
 * What the open panel shows (spec §4 Expansion): items start collapsed, labels expanded.
 * Kept apart from the binder so one row re-draws when it toggles, not all 500; reset when
 * the panel closes.
 */
interface BinderUiState {
  expandedItems: ReadonlySet<string>;
  collapsedLabels: ReadonlySet<string>;
  editing: string | null;
  request: BinderRequest | null;
  /** An item is being dragged: Escape then cancels the drag, not the panel. */
  dragging: boolean;
  toggleItem: (itemId: string) => void;
  toggleLabel: (labelId: string) => void;
  edit: (itemId: string | null) => void;
  ask: (request: BinderRequest | null) => void;
  setDragging: (dragging: boolean) => void;
  reset: () => void;
}

const toggled = (set: ReadonlySet<string>, id: string): ReadonlySet<string> => {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
};

const INITIAL = {
  expandedItems: new Set<string>(),
  collapsedLabels: new Set<string>(),
  editing: null,
  request: null,
  dragging: false,
};

export const useBinderUi = create<BinderUiState>()((set) => ({
  ...INITIAL,
  toggleItem: (itemId) => set((state) => ({ expandedItems: toggled(state.expandedItems, itemId) })),
  toggleLabel: (labelId) => set((state) => ({ collapsedLabels: toggled(state.collapsedLabels, labelId) })),
  edit: (itemId) => set({ editing: itemId }),
  ask: (request) => set({ request }),
  setDragging: (dragging) => set({ dragging }),
  reset: () => set({ ...INITIAL, expandedItems: new Set(), collapsedLabels: new Set() }),
}));
