import type { AnswersValidator, CompiledRule, DataModel } from '@admissions/form-core';
import { createChunkLoader, type ChunkLoader } from '@admissions/form-react';

/**
 * The tenant's validation as the app runs it: the validate function and the
 * data model's key types it normalizes answers with first. Both come in the
 * validator module: validation is the only reader of the types, so the first
 * page does not carry them.
 */
export interface LoadedValidation {
  validate: AnswersValidator;
  dataModel: DataModel;
  /** The same validation as rules with the keys each reads (the validator module's), for live validation by difference. */
  rules?: readonly CompiledRule[];
}

/** A validation loaded on first use (the browser fetches the tenant's validator module only when it validates). */
export interface LazyAnswersValidator {
  load(): Promise<LoadedValidation>;
}

/** The validation as the app holds it: ready now, or loaded on demand (with a way to re-render once it arrives). */
export interface TenantValidator {
  /** The validation when it is there, otherwise undefined (and loading starts). */
  current(): LoadedValidation | undefined;
  /** Resolves with the validation, loading it the first time. */
  ready(): Promise<LoadedValidation>;
  /** Called once when a lazily loaded validation arrives. */
  subscribe(listener: () => void): () => void;
}

export function isLazyValidator(validator: LoadedValidation | LazyAnswersValidator): validator is LazyAnswersValidator {
  return 'load' in validator;
}

export function createTenantValidator(validator: LoadedValidation | LazyAnswersValidator): TenantValidator {
  const listeners = new Set<() => void>();
  // A lazy validator is its own chunk: loaded once, kept, and a failed load (offline) is tried again next time.
  const chunk: ChunkLoader<LoadedValidation> = isLazyValidator(validator)
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
