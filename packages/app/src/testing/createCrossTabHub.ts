import type { CrossTabChannel, CrossTabMessage } from '../inactivity/crossTabChannel.ts';

/**
 * Several "tabs" in one test: each `channel()` is one tab's CrossTabChannel;
 * a message posted in one reaches the listeners of every other, as a
 * BroadcastChannel does (asynchronously, never to the sender).
 */
export function createCrossTabHub() {
  const tabs = new Set<Set<(message: CrossTabMessage) => void>>();
  const posted: CrossTabMessage[] = [];
  return {
    /** Every message any tab posted, in order. */
    posted,
    channel(): CrossTabChannel {
      const own = new Set<(message: CrossTabMessage) => void>();
      tabs.add(own);
      return {
        post(message) {
          posted.push(message);
          for (const listeners of tabs) {
            if (listeners === own) continue;
            for (const listener of [...listeners]) queueMicrotask(() => listener(message));
          }
        },
        subscribe(listener) {
          own.add(listener);
          return () => own.delete(listener);
        },
      };
    },
  };
}
