/** A request made once and shared (see createOnce). */
export interface SharedRequest<Value> {
  /** The first call starts the request; later calls get the same answer. */
  (): Promise<Value>;
  /** The answer, once it has arrived (undefined before, and after a failure). */
  settled(): Value | undefined;
}

/**
 * A request made once and shared: the first call starts it, later calls get
 * the same answer; a failure is forgotten, so the next call asks again.
 */
export function createOnce<Value>(request: () => Promise<Value>): SharedRequest<Value> {
  let pending: Promise<Value> | undefined;
  let answer: { value: Value } | undefined;
  const shared = () => {
    pending ??= request().then(
      (value) => {
        answer = { value };
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(shared, { settled: () => answer?.value });
}
