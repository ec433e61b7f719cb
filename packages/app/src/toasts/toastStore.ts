import { createStore, type StoreApi } from 'zustand/vanilla';
import { appConfig } from '../config/appConfig.ts';

export type ToastKind = 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** 'Success' or 'Error': the kind, in words. */
  title: string;
  /** What the toast is about, e.g. 'Login Card Error'; its accessible name. */
  label?: string;
  message: string;
  durationMs: number;
}

export interface ToastOptions {
  label?: string;
  durationMs?: number;
}

export interface ToastState {
  toasts: Toast[];
  showSuccess(message: string, options?: ToastOptions): number;
  showError(message: string, options?: ToastOptions): number;
  dismiss(id: number): void;
}

export type ToastStore = StoreApi<ToastState>;

/** At most this many toasts at once: a burst (sign-up, confirm, login, save) must not pile up over the page. */
export const maxVisibleToasts = 3;

/** Toasts in a store of their own so that anything (API error handlers, boundaries) can raise one. */
export function createToastStore(): ToastStore {
  let nextId = 1;
  return createStore<ToastState>((set) => {
    const add = (kind: ToastKind, message: string, options: ToastOptions = {}): number => {
      const id = nextId++;
      const toast: Toast = {
        id,
        kind,
        title: kind === 'success' ? 'Success' : 'Error',
        message,
        durationMs: options.durationMs ?? appConfig.toast.durationMs,
        ...(options.label ? { label: options.label } : {}),
      };
      set((state) => ({ toasts: [...state.toasts, toast].slice(-maxVisibleToasts) }));
      return id;
    };
    return {
      toasts: [],
      showSuccess: (message, options) => add('success', message, options),
      showError: (message, options) => add('error', message, options),
      dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
    };
  });
}
