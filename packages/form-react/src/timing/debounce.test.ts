import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce.ts';

describe('debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls once, with the latest arguments, after the wait of quiet time', () => {
    const calls: string[] = [];
    const run = debounce((query: string) => calls.push(query), { wait: 200, maxWait: 500 });
    run('a');
    vi.advanceTimersByTime(150);
    run('ab');
    vi.advanceTimersByTime(199);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['ab']);
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(['ab']);
  });

  it('still calls after maxWait while calls keep coming faster than the wait', () => {
    const calls: Array<[string, number]> = [];
    const run = debounce((query: string) => calls.push([query, Date.now()]), { wait: 200, maxWait: 500 });
    const start = Date.now();
    // A key every 100 ms for 1.2 s: never 200 ms of quiet.
    for (let i = 1; i <= 12; i += 1) {
      run(`q${i}`);
      vi.advanceTimersByTime(100);
    }
    expect(calls.map(([, at]) => at - start)).toEqual([500, 1000]);
    expect(calls.map(([query]) => query)).toEqual(['q5', 'q10']);
    vi.advanceTimersByTime(200);
    expect(calls.map(([query]) => query)).toEqual(['q5', 'q10', 'q12']);
  });

  it('cancel drops the pending call and flush runs it now', () => {
    const calls: string[] = [];
    const run = debounce((query: string) => calls.push(query), { wait: 200 });
    run('dropped');
    run.cancel();
    vi.advanceTimersByTime(500);
    expect(calls).toEqual([]);
    run('now');
    run.flush();
    expect(calls).toEqual(['now']);
    vi.advanceTimersByTime(500);
    expect(calls).toEqual(['now']);
  });
});
