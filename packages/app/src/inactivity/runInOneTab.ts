/** The part of the Web Locks API this needs (navigator.locks). */
export interface TabLocks {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

/**
 * Runs `work` in one tab of this origin at a time: the tab that gets the
 * lock `name` runs it; a tab that asks while another holds it does nothing
 * (it hears the outcome from that tab) and resolves false. Without the Web
 * Locks API every tab runs it.
 */
export async function runInOneTab(
  name: string,
  work: () => Promise<void>,
  locks: TabLocks | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks,
): Promise<boolean> {
  if (!locks) {
    await work();
    return true;
  }
  return locks.request(name, { ifAvailable: true }, async (lock) => {
    if (lock === null) return false;
    await work();
    return true;
  });
}
