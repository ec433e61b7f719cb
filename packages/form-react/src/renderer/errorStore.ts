import { createTopicListeners } from '../store/createTopicListeners.ts';
import type { ReadableStore } from '../store/useStoreSelection.ts';

/** Messages by answer key, as form-core's fieldErrors returns them. */
export type FieldErrorMap = Readonly<Record<string, readonly string[]>>;

export interface ErrorStoreState {
  errors: FieldErrorMap;
}

export interface ErrorStore extends ReadableStore<ErrorStoreState> {
  /** Replaces the errors; tells the subscribers of each key whose message list changed (by identity), no others. */
  setState(state: ErrorStoreState): void;
  /** The store as heard by the subscribers of these keys only. */
  errorsView(keys: readonly string[]): ReadableStore<ErrorStoreState>;
}

/**
 * The errors the page shows, in a store of their own so that new errors
 * re-render only the questions whose messages changed, not the page. A new
 * error map is compared with the last key by key (live validation keeps the
 * list of every key whose messages did not change), so its cost follows the
 * errors, and only the questions of changed keys are told.
 */
export function createErrorStore(errors: FieldErrorMap): ErrorStore {
  let state: ErrorStoreState = { errors };
  const topics = createTopicListeners();
  const everyKey = '#all';
  const store: ErrorStore = {
    getState: () => state,
    subscribe: (listener) => topics.subscribe([everyKey], listener),
    setState(next) {
      const before = state.errors;
      if (next.errors === before) return;
      state = next;
      const changed: string[] = [everyKey];
      for (const key in next.errors) if (next.errors[key] !== before[key]) changed.push(key);
      for (const key in before) if (!(key in next.errors)) changed.push(key);
      topics.notify(changed);
    },
    errorsView(keys) {
      return { getState: store.getState, subscribe: (listener) => topics.subscribe(keys, listener) };
    },
  };
  return store;
}

/** Per-key message lists equal by content (validation returns new arrays on every run). */
export function sameErrorLists(
  a: readonly (readonly string[] | undefined)[],
  b: readonly (readonly string[] | undefined)[],
): boolean {
  if (a.length !== b.length) return false;
  return a.every((messages, index) => {
    const other = b[index];
    if (messages === other) return true;
    if (!messages || !other || messages.length !== other.length)
      return (messages?.length ?? 0) === 0 && (other?.length ?? 0) === 0;
    return messages.every((message, i) => message === other[i]);
  });
}
