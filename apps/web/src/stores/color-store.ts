import { create } from 'zustand';
import { z } from 'zod';
import { paintColorSchema, type PaintColor } from '@rta/domain/catalogue';
import { useSession } from './session-store.ts';

/** Spec §3 Colour selection: the colour plus when it was chosen, kept per user or for the guest. */
const selectionSchema = z.object({ selectedColor: paintColorSchema.nullable(), timestamp: z.number() });

const storageKey = (): string => {
  const user = useSession.getState().user;
  return user ? `selectedColor:${user.email.toLowerCase()}` : 'selectedColor:guest';
};

const readSelection = (): PaintColor | null => {
  try {
    const parsed = selectionSchema.safeParse(JSON.parse(window.localStorage.getItem(storageKey()) ?? 'null'));
    return parsed.success ? parsed.data.selectedColor : null;
  } catch {
    return null;
  }
};

interface ColorState {
  selectedColor: PaintColor | null;
  choose: (color: PaintColor | null) => void;
  /** Re-read the remembered colour, e.g. after login or logout changes whose it is. */
  reload: () => void;
}

export const useColorStore = create<ColorState>()((set) => ({
  selectedColor: readSelection(),
  choose: (color) => {
    window.localStorage.setItem(storageKey(), JSON.stringify({ selectedColor: color, timestamp: Date.now() }));
    set({ selectedColor: color });
  },
  reload: () => set({ selectedColor: readSelection() }),
}));

useSession.subscribe((state, previous) => {
  if (state.user?.email !== previous.user?.email) useColorStore.getState().reload();
});
