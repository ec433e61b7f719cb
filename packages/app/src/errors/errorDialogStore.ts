import { createStore, type StoreApi } from 'zustand/vanilla';

export interface ErrorDialogState {
  /** The error on show in the 'Unexpected Error' dialog, or null. */
  error: unknown;
  show(error: unknown): void;
  close(): void;
}

export type ErrorDialogStore = StoreApi<ErrorDialogState>;

export function createErrorDialogStore(): ErrorDialogStore {
  return createStore<ErrorDialogState>((set) => ({
    error: null,
    show: (error) => set({ error }),
    close: () => set({ error: null }),
  }));
}
