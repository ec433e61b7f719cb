import type { createFocusTrap } from 'focus-trap';
import type { tabbable } from 'tabbable';

/** What a dialog's focus trap needs: focus-trap, and the tabbable elements of a container (its own dependency). */
export interface FocusTrapModule {
  createFocusTrap: typeof createFocusTrap;
  tabbable: typeof tabbable;
}

// focus-trap (with tabbable) is its own chunk (focusTrapModule.ts): no page needs it until a dialog opens.
let loaded: FocusTrapModule | undefined;
let loading: Promise<FocusTrapModule> | undefined;

/** focus-trap if its chunk has arrived, else undefined. */
export function loadedFocusTrap(): FocusTrapModule | undefined {
  return loaded;
}

/** Loads focus-trap; resolves at once when it is loaded. A failed load is tried again at the next call. */
export function loadFocusTrap(): Promise<FocusTrapModule> {
  loading ??= import('./focusTrapModule.ts').then(
    ({ createFocusTrap, tabbable }) => (loaded = { createFocusTrap, tabbable }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
