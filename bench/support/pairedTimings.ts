import { setTimeout as sleep } from 'node:timers/promises';
import { median } from './percentile.ts';

export interface PairedTimings {
  first: number[];
  second: number[];
  /** Pairs in which `first` took longer. */
  firstSlower: number;
}

/** The median of the differences within each pair (first - second): load drift on the machine cancels out. */
export const medianPairDifference = (timings: PairedTimings): number =>
  median(timings.first.map((first, index) => first - timings.second[index]!));

/**
 * Times two kinds of request in pairs, in random order within each pair and
 * with a pause before each (so background work of the previous request is
 * done): load on the machine then hits both kinds alike.
 */
export async function pairedTimings(
  pairs: number,
  first: () => Promise<unknown>,
  second: () => Promise<unknown>,
  pauseMs = 10,
): Promise<PairedTimings> {
  const time = async (call: () => Promise<unknown>) => {
    await sleep(pauseMs);
    const start = performance.now();
    await call();
    return performance.now() - start;
  };
  const result: PairedTimings = { first: [], second: [], firstSlower: 0 };
  for (let pair = 0; pair < pairs; pair++) {
    let a: number;
    let b: number;
    if (Math.random() < 0.5) {
      a = await time(first);
      b = await time(second);
    } else {
      b = await time(second);
      a = await time(first);
    }
    result.first.push(a);
    result.second.push(b);
    if (a > b) result.firstSlower++;
  }
  return result;
}
