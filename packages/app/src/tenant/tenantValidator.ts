import type { AnswersValidator } from '@admissions/form-core';

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
  let loaded: AnswersValidator | undefined = isLazyValidator(validator) ? undefined : validator;
  let loading: Promise<AnswersValidator> | undefined = loaded ? Promise.resolve(loaded) : undefined;
  const ready = (): Promise<AnswersValidator> => {
    if (loading === undefined && isLazyValidator(validator)) {
      loading = validator.load().then(
        (result) => {
          loaded = result;
          for (const listener of listeners) listener();
          return result;
        },
        (error: unknown) => {
          loading = undefined; // a failed chunk load (offline) is tried again next time
          throw error;
        },
      );
    }
    return loading!;
  };
  return {
    current() {
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
