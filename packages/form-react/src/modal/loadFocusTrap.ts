import type { createFocusTrap } from 'focus-trap';
import type { tabbable } from 'tabbable';
import { createChunkLoader } from '../lazy/createChunkLoader.ts';

/** What a dialog's focus trap needs: focus-trap, and the tabbable elements of a container (its own dependency). */
export interface FocusTrapModule {
  createFocusTrap: typeof createFocusTrap;
  tabbable: typeof tabbable;
}

// focus-trap (with tabbable) is its own chunk (focusTrapModule.ts): no page needs it until a dialog opens.
const focusTrap = createChunkLoader(async (): Promise<FocusTrapModule> => {
  const { createFocusTrap, tabbable } = await import('./focusTrapModule.ts');
  return { createFocusTrap, tabbable };
});

/** focus-trap if its chunk has arrived, else undefined. */
export function loadedFocusTrap(): FocusTrapModule | undefined {
  return focusTrap.loaded();
}

/** Loads focus-trap; resolves at once when it is loaded. A failed load is tried again at the next call. */
export function loadFocusTrap(): Promise<FocusTrapModule> {
  return focusTrap.load();
}
