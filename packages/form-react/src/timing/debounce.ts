export interface DebounceOptions {
  /** Call after this much quiet time (ms). */
  wait: number;
  /** ...but never later than this after the first pending call (ms). */
  maxWait?: number;
}

export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  /** Drop the pending call. */
  cancel(): void;
  /** Run the pending call now. */
  flush(): void;
}

/**
 * Trailing-edge debounce with a maximum wait, like lodash's `debounce(fn,
 * wait, { maxWait })`: while calls keep coming, `fn` still runs at least every
 * `maxWait` ms with the latest arguments. Used for lookups (200 ms / 500 ms).
 */
export function debounce<Args extends unknown[]>(
  fn: (...args: Args) => void,
  options: DebounceOptions,
): Debounced<Args> {
  const { wait, maxWait } = options;
  let waitTimer: ReturnType<typeof setTimeout> | undefined;
  let maxTimer: ReturnType<typeof setTimeout> | undefined;
  let pendingArgs: Args | undefined;

  const clearTimers = () => {
    if (waitTimer !== undefined) clearTimeout(waitTimer);
    if (maxTimer !== undefined) clearTimeout(maxTimer);
    waitTimer = undefined;
    maxTimer = undefined;
  };

  const invoke = () => {
    clearTimers();
    if (pendingArgs === undefined) return;
    const args = pendingArgs;
    pendingArgs = undefined;
    fn(...args);
  };

  const debounced = (...args: Args) => {
    pendingArgs = args;
    if (waitTimer !== undefined) clearTimeout(waitTimer);
    waitTimer = setTimeout(invoke, wait);
    if (maxWait !== undefined && maxTimer === undefined) {
      maxTimer = setTimeout(invoke, maxWait);
    }
  };
  debounced.cancel = () => {
    clearTimers();
    pendingArgs = undefined;
  };
  debounced.flush = invoke;
  return debounced;
}
