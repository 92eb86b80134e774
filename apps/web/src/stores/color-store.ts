import { create } from 'zustand';
import * as v from 'valibot';
import { paintColorSchema, type PaintColor } from '@rta/domain/catalogue/catalogue';
import { useSession } from './session-store.ts';

/** Spec §3 Colour selection: the colour plus when it was chosen, kept per user or for the guest. */
interface Selection {
  selectedColor: PaintColor | null;
  timestamp: number;
}

const storageKey = (): string => {
  const user = useSession.getState().user;
  return user ? `selectedColor:${user.email.toLowerCase()}` : 'selectedColor:guest';
};

/** The remembered colour: anything else is no colour. */
const readSelection = (): PaintColor | null => {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey()) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { selectedColor, timestamp } = stored as Partial<Record<keyof Selection, unknown>>;
    if (typeof timestamp !== 'number') return null;
    const colour = v.safeParse(paintColorSchema, selectedColor);
    return colour.success ? colour.output : null;
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

/**
 * Starts with no colour, as the server renders the page (zustand hydrates a store from its
 * initial state), then reads the remembered one: a returning shopper's colour shows in the
 * render after.
 */
export const useColorStore = create<ColorState>()((set) => ({
  selectedColor: null,
  choose: (color) => {
    const selection: Selection = { selectedColor: color, timestamp: Date.now() };
    window.localStorage.setItem(storageKey(), JSON.stringify(selection));
    set({ selectedColor: color });
  },
  reload: () => set({ selectedColor: readSelection() }),
}));

if (typeof window !== 'undefined') useColorStore.getState().reload();

useSession.subscribe((state, previous) => {
  if (state.user?.email !== previous.user?.email) useColorStore.getState().reload();
});
