import { createContext, useContext, type ReactNode } from 'react';
import { useStoreValue } from '@admissions/form-react';
import type { ToastState, ToastStore } from './toastStore.ts';

const ToastStoreContext = createContext<ToastStore | null>(null);

export function ToastProvider({ store, children }: { store: ToastStore; children: ReactNode }) {
  return <ToastStoreContext.Provider value={store}>{children}</ToastStoreContext.Provider>;
}

export function useToastStore(): ToastStore {
  const store = useContext(ToastStoreContext);
  if (!store) throw new Error('useToastStore must be used inside <ToastProvider>.');
  return store;
}

/** showSuccess / showError / dismiss, stable across renders. */
export function useToasts(): Pick<ToastState, 'showSuccess' | 'showError' | 'dismiss'> {
  const store = useToastStore();
  return store.getState();
}

export function useToastList() {
  return useStoreValue(useToastStore(), (state) => state.toasts);
}
