export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 0 ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[middle]!;
};

/** The median of the differences within each pair (first - second): load drift cancels out. */
export const medianPairDifference = (timings: PairedTimings): number =>
  median(timings.first.map((first, index) => first - timings.second[index]!));

export interface PairedTimings {
  first: number[];
  second: number[];
  /** Pairs in which `first` took longer. */
  firstSlower: number;
}

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
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
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
