import type { Clock } from '../../src/clock.ts';

export interface TestClock extends Clock {
  /** Moves time forward. */
  advance(ms: number): void;
  set(date: Date): void;
}

/** A clock the test moves by hand; starts at the real time. */
export function createTestClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(date) {
      current = date.getTime();
    },
  };
}

export const minutes = (n: number): number => n * 60 * 1000;
export const hours = (n: number): number => n * 60 * 60 * 1000;
export const days = (n: number): number => n * 24 * 60 * 60 * 1000;
