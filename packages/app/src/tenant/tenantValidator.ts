import type { AnswersValidator } from '@admissions/form-core';
import { createChunkLoader, type ChunkLoader } from '@admissions/form-react';

/** A validator loaded on first use (the browser fetches the tenant's standalone validator chunk only when it validates). */
export interface LazyAnswersValidator {
  load(): Promise<AnswersValidator>;
}

/** The validator as the app holds it: ready now, or loaded on demand (with a way to re-render once it arrives). */
export interface TenantValidator {
  /** The validator when it is there, otherwise undefined (and loading starts). */
  current(): AnswersValidator | undefined;
  /** Resolves with the validator, loading it the first time. */
  ready(): Promise<AnswersValidator>;
  /** Called once when a lazily loaded validator arrives. */
  subscribe(listener: () => void): () => void;
}

export function isLazyValidator(validator: AnswersValidator | LazyAnswersValidator): validator is LazyAnswersValidator {
  return typeof validator === 'object' && validator !== null && 'load' in validator;
}

export function createTenantValidator(validator: AnswersValidator | LazyAnswersValidator): TenantValidator {
  const listeners = new Set<() => void>();
  // A lazy validator is its own chunk: loaded once, kept, and a failed load (offline) is tried again next time.
  const chunk: ChunkLoader<AnswersValidator> = isLazyValidator(validator)
    ? createChunkLoader(
        () => validator.load(),
        () => {
          for (const listener of listeners) listener();
        },
      )
    : { load: () => Promise.resolve(validator), loaded: () => validator };
  const ready = () => chunk.load();
  return {
    current() {
      const loaded = chunk.loaded();
      if (loaded === undefined)
        ready().catch((error: unknown) => console.warn('[app] validator failed to load:', error));
      return loaded;
    },
    ready,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
