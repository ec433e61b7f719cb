import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCrossTabChannel, crossTabChannelName, type CrossTabMessage } from '../crossTabChannel.ts';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** Records what one tab hears. */
function listen(channel: ReturnType<typeof createCrossTabChannel>) {
  const heard: CrossTabMessage[] = [];
  closers.push(channel.subscribe((message) => heard.push(message)));
  return heard;
}

/** Windows sharing one localStorage, whose `storage` event reaches the other windows only (as browsers do). */
function storageWindows(count: number) {
  const data = new Map<string, string>();
  const windows = Array.from({ length: count }, () => ({ listeners: new Set<(event: StorageEvent) => void>() }));
  return windows.map((own) => ({
    localStorage: {
      setItem(key: string, value: string) {
        data.set(key, value);
        for (const other of windows) {
          if (other === own) continue;
          for (const listener of other.listeners) listener({ key, newValue: value } as StorageEvent);
        }
      },
      getItem: (key: string) => data.get(key) ?? null,
    } as unknown as Storage,
    addEventListener: (_type: 'storage', listener: (event: StorageEvent) => void) => own.listeners.add(listener),
    removeEventListener: (_type: 'storage', listener: (event: StorageEvent) => void) => own.listeners.delete(listener),
    listenerCount: () => own.listeners.size,
  }));
}

describe('createCrossTabChannel', () => {
  const BroadcastChannel = NodeBroadcastChannel as unknown as typeof globalThis.BroadcastChannel;

  it('carries messages to the other tabs over a BroadcastChannel, never back to the sender', async () => {
    const first = createCrossTabChannel({ BroadcastChannel });
    const second = createCrossTabChannel({ BroadcastChannel });
    const firstHeard = listen(first);
    const secondHeard = listen(second);
    first.post({ type: 'activity', at: 1000 });
    second.post({ type: 'logout', reason: 'manual' });
    await vi.waitFor(() => expect(secondHeard).toEqual([{ type: 'activity', at: 1000 }]));
    await vi.waitFor(() => expect(firstHeard).toEqual([{ type: 'logout', reason: 'manual' }]));
  });

  it('ignores what is not a well-formed message (another app on the origin, an older version)', async () => {
    const tab = createCrossTabChannel({ BroadcastChannel });
    const heard = listen(tab);
    const stranger = new BroadcastChannel(crossTabChannelName);
    closers.push(() => stranger.close());
    for (const data of [{ type: 'activity', at: 'soon' }, { type: 'logout', reason: 'bored' }, 'hello', null]) {
      stranger.postMessage(data);
    }
    stranger.postMessage({ type: 'activity', at: 5 });
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'activity', at: 5 }]));
  });

  it('falls back to a localStorage key and its storage event, and lets go of it with the last listener', () => {
    const [one, two] = storageWindows(2);
    const first = createCrossTabChannel({ window: one });
    const second = createCrossTabChannel({ window: two });
    const heard: CrossTabMessage[] = [];
    const unsubscribe = second.subscribe((message) => heard.push(message));
    first.post({ type: 'activity', at: 7 });
    // The same message twice still fires the event (each write differs).
    first.post({ type: 'activity', at: 7 });
    first.post({ type: 'logout', reason: 'inactivity' });
    expect(heard).toEqual([
      { type: 'activity', at: 7 },
      { type: 'activity', at: 7 },
      { type: 'logout', reason: 'inactivity' },
    ]);
    // The sender posted without listening: it holds no listener.
    expect(one!.listenerCount()).toBe(0);
    unsubscribe();
    expect(two!.listenerCount()).toBe(0);
  });

  it('does nothing (and throws nothing) where neither is available', () => {
    const channel = createCrossTabChannel({});
    const unsubscribe = channel.subscribe(() => {});
    expect(() => channel.post({ type: 'activity', at: 1 })).not.toThrow();
    unsubscribe();
  });
});
