import { useRef, useSyncExternalStore } from 'react';

/** What these hooks need of a store (a zustand store, or one of the answer store's views). */
export interface ReadableStore<State> {
  getState: () => State;
  subscribe: (listener: () => void) => () => void;
}

/**
 * A value read from a store that is compared by identity: a primitive, or
 * an object the store itself holds (an answer). The component re-renders
 * when it changes. One hook and one subscription (React's
 * `useSyncExternalStore`), where zustand's selector hook keeps four hooks
 * and two effects: a page's first render creates these for every question
 * and every item, so they are most of its hooks. `select` must not make a
 * new object (use `useStoreSelection` for that); it may be a new function on
 * every render.
 */
export function useStoreValue<State, Value>(store: ReadableStore<State>, select: (state: State) => Value): Value {
  const read = () => select(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}

/**
 * A selection that `select` makes anew (a list of answers, of error lists):
 * while `isEqual` finds it equal to the last one, the component gets the last
 * one again, so it re-renders only when the selection really changed. Asked
 * again for the same state by the same render, it gives the same object
 * without selecting again. Two hooks and one subscription (see
 * `useStoreValue`).
 */
export function useStoreSelection<State, Selected>(
  store: ReadableStore<State>,
  select: (state: State) => Selected,
  isEqual: (a: Selected, b: Selected) => boolean,
): Selected {
  // The last selection given out, kept across renders: React asks for the snapshot again and again (in the render,
  // after it, on every notification) and must get the same object while nothing it shows has changed.
  const last = useRef<{ state: State; select: (state: State) => Selected; selected: Selected } | null>(null);
  const read = (): Selected => {
    const state = store.getState();
    const previous = last.current;
    if (previous && previous.state === state && previous.select === select) return previous.selected;
    const fresh = select(state);
    const selected = previous && isEqual(previous.selected, fresh) ? previous.selected : fresh;
    last.current = { state, select, selected };
    return selected;
  };
  return useSyncExternalStore(store.subscribe, read, read);
}
