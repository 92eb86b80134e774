import { create } from 'zustand';

/** Whether the colour palette is showing (spec §4 Palette); the route effects close it off /store. */
interface PaletteState {
  open: boolean;
  toggle: () => void;
  close: () => void;
}

export const usePaletteStore = create<PaletteState>()((set) => ({
  open: false,
  toggle: () => set((state) => ({ open: !state.open })),
  close: () => set({ open: false }),
}));
