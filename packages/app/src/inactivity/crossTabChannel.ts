import type { LogoutReason } from '../flow/logoutReason.ts';

/** What one tab tells the other tabs of the same origin about the session. */
export type CrossTabMessage =
  /** The applicant did something in that tab at `at` (ms since the epoch). */
  | { type: 'activity'; at: number }
  /** That tab logged the applicant out (the server session is gone for every tab). */
  | { type: 'logout'; reason: LogoutReason };

export interface CrossTabChannel {
  /** Tells every other tab (never this one). */
  post(message: CrossTabMessage): void;
  /** Listens to the other tabs; returns the unsubscribe. */
  subscribe(listener: (message: CrossTabMessage) => void): () => void;
}

/** The channel and storage key shared by the tabs of one origin. */
export const crossTabChannelName = 'admissions-session';

/** The least a browser needs for the fallback: localStorage and its `storage` event. */
interface StorageWindow {
  localStorage: Storage;
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

export interface CrossTabChannelOptions {
  /** BroadcastChannel's constructor; undefined where the browser has none (the storage fallback is used). */
  BroadcastChannel?: typeof BroadcastChannel | undefined;
  /** The window for the storage fallback; undefined outside a browser (then nothing crosses). */
  window?: StorageWindow | undefined;
}

function isMessage(value: unknown): value is CrossTabMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  if (message.type === 'activity') return typeof message.at === 'number' && Number.isFinite(message.at);
  return message.type === 'logout' && ['manual', 'requested', 'inactivity'].includes(message.reason as string);
}

/**
 * Messages between the tabs of one origin: a BroadcastChannel where the
 * browser has one, else a localStorage key whose `storage` event reaches
 * the other tabs (each write carries a fresh nonce, so equal messages still
 * fire it). The channel opens with the first listener and closes with the
 * last, so a page (or a test) that listens to nothing holds nothing open;
 * a message posted meanwhile still reaches the tabs that listen.
 * Anything that is not a well-formed message (another app on the origin,
 * an older version) is ignored.
 */
export function createCrossTabChannel(options: CrossTabChannelOptions = {}): CrossTabChannel {
  const Channel = options.BroadcastChannel;
  const storageWindow = options.window;
  const listeners = new Set<(message: CrossTabMessage) => void>();
  let open: { post(message: CrossTabMessage): void; close(): void } | null = null;
  const deliver = (data: unknown) => {
    if (!isMessage(data)) return;
    for (const listener of [...listeners]) listener(data);
  };

  const connect = (): { post(message: CrossTabMessage): void; close(): void } => {
    if (Channel) {
      const channel = new Channel(crossTabChannelName);
      channel.onmessage = (event: MessageEvent) => deliver(event.data);
      return { post: (message) => channel.postMessage(message), close: () => channel.close() };
    }
    if (storageWindow) {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== crossTabChannelName || !event.newValue) return;
        try {
          deliver((JSON.parse(event.newValue) as { message?: unknown }).message);
        } catch {
          // Not ours: ignore.
        }
      };
      storageWindow.addEventListener('storage', onStorage);
      return {
        post: (message) => {
          try {
            const nonce = Math.random().toString(36).slice(2);
            storageWindow.localStorage.setItem(crossTabChannelName, JSON.stringify({ message, nonce }));
          } catch {
            // Storage full or blocked: the other tabs keep their own timers.
          }
        },
        close: () => storageWindow.removeEventListener('storage', onStorage),
      };
    }
    return { post: () => {}, close: () => {} };
  };

  return {
    post(message) {
      if (open) {
        open.post(message);
        return;
      }
      const once = connect();
      once.post(message);
      once.close();
    },
    subscribe(listener) {
      listeners.add(listener);
      open ??= connect();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && open) {
          open.close();
          open = null;
        }
      };
    },
  };
}

/** The channel of this browser tab: BroadcastChannel when there is one, else the storage fallback. */
export function createBrowserCrossTabChannel(): CrossTabChannel {
  return createCrossTabChannel({
    BroadcastChannel: typeof BroadcastChannel === 'function' ? BroadcastChannel : undefined,
    window: typeof window === 'undefined' ? undefined : window,
  });
}
