import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';

/** Messages by answer key, as form-core's fieldErrors returns them. */
export type FieldErrorMap = Readonly<Record<string, readonly string[]>>;

export interface ErrorStoreState {
  errors: FieldErrorMap;
}

export type ErrorStore = StoreApi<ErrorStoreState>;

/**
 * The errors the page shows, in a store of their own so that new errors
 * re-render only the questions whose messages changed, not the page.
 */
export function createErrorStore(errors: FieldErrorMap): ErrorStore {
  return createStore<ErrorStoreState>()(() => ({ errors }));
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
