import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { AnswerStore } from './createAnswerStore.ts';

const AnswerStoreContext = createContext<AnswerStore | null>(null);

/** Makes a store available to useAnswer/useFormState below it (PageRenderer provides its own). */
export function AnswerStoreProvider({ store, children }: { store: AnswerStore; children: ReactNode }) {
  return <AnswerStoreContext.Provider value={store}>{children}</AnswerStoreContext.Provider>;
}

/** The store of the nearest AnswerStoreProvider (or PageRenderer). */
export function useAnswerStore(): AnswerStore {
  const store = useContext(AnswerStoreContext);
  if (!store) throw new Error('useAnswerStore needs an AnswerStoreProvider (or a PageRenderer) above it.');
  return store;
}
