/**
 * A request made once and shared: the first call starts it, later calls get
 * the same answer; a failure is forgotten, so the next call asks again.
 */
export function createOnce<Value>(request: () => Promise<Value>): () => Promise<Value> {
  let pending: Promise<Value> | undefined;
  return () => {
    pending ??= request().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
