/** One chunk of code (or what it provides), loaded on demand. */
export interface ChunkLoader<T> {
  /**
   * Starts the load at the first call; a call while it is under way shares it, and once it has succeeded every
   * call resolves with the same value. A failed load is forgotten: the next call starts a new one.
   */
  load(): Promise<T>;
  /** The value once a load has succeeded (at once, without waiting); undefined until then. */
  loaded(): T | undefined;
}

/**
 * A loader for the value `importer` resolves with, typically `async () => (await import('./Chunk.tsx')).Chunk`.
 * The import expression stays in the file that owns the chunk: the bundler splits code where it sees one.
 * `onLoad`, if given, is told once, when a load succeeds; `loaded()` already returns the value by then.
 */
export function createChunkLoader<T>(importer: () => Promise<T>, onLoad?: (value: T) => void): ChunkLoader<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      loading ??= importer().then(
        (result) => {
          value = result;
          onLoad?.(result);
          return result;
        },
        (error: unknown) => {
          // A chunk that failed to arrive (a network blip) is asked for again by the next call.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => value,
  };
}
