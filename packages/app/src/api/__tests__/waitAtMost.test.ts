import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitAtMost } from '../waitAtMost.ts';

describe('waitAtMost', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const settledFlag = (promise: Promise<void>) => {
    const state = { settled: false };
    void promise.then(() => {
      state.settled = true;
    });
    return state;
  };

  it('resolves as soon as the work does, and leaves no timer behind', async () => {
    let finish!: () => void;
    const work = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const waited = settledFlag(waitAtMost(work, 150));
    await vi.advanceTimersByTimeAsync(20);
    expect(waited.settled).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(waited.settled).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves when the work fails too (the caller reads the result elsewhere)', async () => {
    const waited = settledFlag(waitAtMost(Promise.reject(new Error('offline')), 150));
    await vi.advanceTimersByTimeAsync(0);
    expect(waited.settled).toBe(true);
  });

  it('gives up after the time limit when the work is slower', async () => {
    const waited = settledFlag(waitAtMost(new Promise(() => undefined), 150));
    await vi.advanceTimersByTimeAsync(149);
    expect(waited.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(waited.settled).toBe(true);
  });
});
