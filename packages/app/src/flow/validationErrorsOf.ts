import type { ValidationErrors } from '@admissions/contracts';
import {
  computeVisibility,
  createIncrementalValidation,
  validateAnswers,
  type FormContext,
  type FormState,
  type IncrementalValidation,
  type Visibility,
} from '@admissions/form-core';
import type { ClientSnapshot } from '../session/clientSnapshotStore.ts';
import type { TenantRuntime } from '../tenant/TenantContext.tsx';
import type { LoadedValidation, TenantValidator } from '../tenant/tenantValidator.ts';

export interface ValidationErrorsOptions extends Pick<FormContext, 'now' | 'widgets'> {
  /** The answer store's visibility of a state (computed once per state); used when no fixed `now` is given. */
  visibilityOf?: (state: FormState) => Visibility;
}

/**
 * Every page validated with the tenant validator (the effective schema: hidden
 * questions never count), the answers normalized with the data model that
 * came with it, plus the server's 422 errors for answers that have
 * not changed since the server saw them. Memoized per form state. Until a
 * lazily loaded validator has arrived there are no client errors (callers
 * that must not miss any await `validator.ready()` first).
 *
 * With the validator module's rules, each new state is validated by
 * difference (createIncrementalValidation: only the rules that read a
 * changed or newly hidden or shown answer run), which gives the same errors
 * as a whole validation; the result is the same object while no message
 * changes, so nothing that shows errors renders again.
 */
export function createValidationErrorsOf(
  tenant: TenantRuntime,
  validator: TenantValidator,
  { visibilityOf, ...context }: ValidationErrorsOptions = {},
) {
  // Keyed by the answers object; tabs and add-another counts are compared by identity (every change makes new objects).
  const cache = new WeakMap<object, { tabs: object; addAnother: object; errors: ValidationErrors }>();
  const { bundle } = tenant;
  const formContext = { optionLists: bundle.config.optionLists, dateWindows: bundle.config.dateWindows, ...context };
  const live = new WeakMap<LoadedValidation, IncrementalValidation>();

  const byDifference = (loaded: LoadedValidation, state: FormState): ValidationErrors | undefined => {
    if (!loaded.rules) return undefined;
    let incremental = live.get(loaded);
    if (!incremental) live.set(loaded, (incremental = createIncrementalValidation(loaded.rules, loaded.dataModel)));
    const now = formContext.now ?? new Date();
    const visibility =
      visibilityOf && formContext.now === undefined
        ? visibilityOf(state)
        : computeVisibility(bundle.pages, state, { ...formContext, now });
    return incremental.validate({ answers: state.answers, hiddenKeys: visibility.hiddenKeys, now });
  };

  const clientErrors = (state: FormState): ValidationErrors => {
    const cached = cache.get(state.answers);
    if (cached && cached.tabs === state.tabs && cached.addAnother === state.addAnother) return cached.errors;
    const loaded = validator.current();
    if (loaded === undefined) return {};
    const errors =
      byDifference(loaded, state) ??
      validateAnswers({
        validator: loaded.validate,
        pages: bundle.pages,
        state,
        dataModel: loaded.dataModel,
        context: formContext,
      });
    cache.set(state.answers, { tabs: state.tabs, addAnother: state.addAnother, errors });
    return errors;
  };

  // The last merge with the server's errors: the same object while the client errors, the server's errors and the
  // answers they are about stay the same.
  let lastMerge:
    | {
        errors: ValidationErrors;
        serverErrors: NonNullable<ClientSnapshot['serverErrors']>;
        seen: unknown[];
        merged: ValidationErrors;
      }
    | undefined;

  return (state: FormState, serverErrors: ClientSnapshot['serverErrors']): ValidationErrors => {
    const errors = clientErrors(state);
    if (!serverErrors) return errors;
    const keys = Object.keys(serverErrors.errors);
    const seen = keys.map((key) => state.answers[key]);
    if (
      lastMerge &&
      lastMerge.errors === errors &&
      lastMerge.serverErrors === serverErrors &&
      lastMerge.seen.every((value, i) => value === seen[i])
    ) {
      return lastMerge.merged;
    }
    const merged: ValidationErrors = { ...errors };
    for (const [key, messages] of Object.entries(serverErrors.errors)) {
      if (state.answers[key] !== serverErrors.answers[key]) continue;
      merged[key] = [...new Set([...(merged[key] ?? []), ...messages])];
    }
    lastMerge = { errors, serverErrors, seen, merged };
    return merged;
  };
}
