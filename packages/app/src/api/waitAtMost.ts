/**
 * Resolves when `work` settles (fulfilled or rejected: the caller only waits,
 * it does not take the result) or after `ms`, whichever comes first. The timer
 * is cleared when the work wins, so nothing is left pending.
 */
export function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}
