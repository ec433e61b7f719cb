import { vi } from 'vitest';

type JestShim = { advanceTimersByTime: (ms: number) => void };
const globals = globalThis as typeof globalThis & { jest?: JestShim };

/**
 * Fake timers that work with Testing Library: its async wrapper waits on a
 * setTimeout(0) and only advances it when it sees Jest's fake timers, so we
 * give it a `jest.advanceTimersByTime` backed by Vitest's clock.
 */
export function useFakeTimers(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  globals.jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };
}

export function useRealTimers(): void {
  vi.useRealTimers();
  delete globals.jest;
}
