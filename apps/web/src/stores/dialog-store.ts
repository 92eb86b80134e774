import { create } from 'zustand';

/**
 * Which of the app-wide dialogs is open. Any feature may open one (the binder's Support
 * button opens contact, checkout opens login); the shell renders them.
 * `supportContext` says which support context the contact dialog opens in (spec §3).
 */
export type AppDialog = 'login' | 'binder' | 'tradeProRegistration' | 'support' | 'profile';

interface DialogState {
  open: AppDialog | null;
  /** Dialogs the shell has mounted (closed until opened): each is loaded on first wish, see shell-dialogs.tsx. */
  mounted: readonly AppDialog[];
  /** The shopper is about to open it (hover, focus, an open menu): load and mount it, still closed. */
  preload: (dialog: AppDialog) => void;
  supportContext: string;
  supportDetails: Record<string, string>;
  show: (dialog: AppDialog) => void;
  showSupport: (context: string, details?: Record<string, string>) => void;
  close: () => void;
}

const withDialog = (mounted: readonly AppDialog[], dialog: AppDialog): readonly AppDialog[] =>
  mounted.includes(dialog) ? mounted : [...mounted, dialog];

export const useDialogStore = create<DialogState>()((set) => ({
  open: null,
  mounted: [],
  preload: (dialog) => set((state) => ({ mounted: withDialog(state.mounted, dialog) })),
  supportContext: 'site_support',
  supportDetails: {},
  show: (dialog) => set((state) => ({ open: dialog, mounted: withDialog(state.mounted, dialog) })),
  showSupport: (context, details = {}) =>
    set((state) => ({
      open: 'support',
      mounted: withDialog(state.mounted, 'support'),
      supportContext: context,
      supportDetails: details,
    })),
  close: () => set({ open: null }),
}));

/** Props every app-wide dialog takes from the shell. */
export interface AppDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
