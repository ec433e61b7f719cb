import { useRef, useSyncExternalStore } from 'react';

interface ReadableStore<State> {
  getState: () => State;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Subscribes to a slice of a store. The component re-renders only when the
 * slice changes by `isEqual` (default Object.is), so a question re-renders for
 * its own answers and errors, not for every keystroke on the page.
 */
export function useStoreSelector<State, Slice>(
  store: ReadableStore<State>,
  selector: (state: State) => Slice,
  isEqual: (a: Slice, b: Slice) => boolean = Object.is,
): Slice {
  const last = useRef<{ slice: Slice } | null>(null);
  // Returns the previous slice while it is still equal, so useSyncExternalStore sees a stable snapshot.
  const getSnapshot = () => {
    const slice = selector(store.getState());
    const previous = last.current;
    if (previous && isEqual(previous.slice, slice)) return previous.slice;
    last.current = { slice };
    return slice;
  };
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}

/** Two lists equal item by item (Object.is). */
export function shallowEqualList<Item>(a: readonly Item[], b: readonly Item[]): boolean {
  return a.length === b.length && a.every((item, index) => Object.is(item, b[index]));
}
