import type { ValidationErrors } from '@admissions/contracts';
import { validateAnswers, type FormContext, type FormState } from '@admissions/form-core';
import type { ClientSnapshot } from '../session/clientSnapshotStore.ts';
import type { TenantRuntime } from '../tenant/TenantContext.tsx';
import type { TenantValidator } from '../tenant/tenantValidator.ts';

/**
 * Every page validated with the tenant validator (the effective schema: hidden
 * questions never count), the answers normalized with the data model that
 * came with it, plus the server's 422 errors for answers that have
 * not changed since the server saw them. Memoized per form state. Until a
 * lazily loaded validator has arrived there are no client errors (callers
 * that must not miss any await `validator.ready()` first).
 */
export function createValidationErrorsOf(
  tenant: TenantRuntime,
  validator: TenantValidator,
  context: Pick<FormContext, 'now' | 'widgets'> = {},
) {
  // Keyed by the answers object; tabs and add-another counts are compared by identity (every change makes new objects).
  const cache = new WeakMap<object, { tabs: object; addAnother: object; errors: ValidationErrors }>();
  const { bundle } = tenant;
  const formContext = { optionLists: bundle.config.optionLists, dateWindows: bundle.config.dateWindows, ...context };

  const clientErrors = (state: FormState): ValidationErrors => {
    const cached = cache.get(state.answers);
    if (cached && cached.tabs === state.tabs && cached.addAnother === state.addAnother) return cached.errors;
    const loaded = validator.current();
    if (loaded === undefined) return {};
    const errors = validateAnswers({
      validator: loaded.validate,
      pages: bundle.pages,
      state,
      dataModel: loaded.dataModel,
      context: formContext,
    });
    cache.set(state.answers, { tabs: state.tabs, addAnother: state.addAnother, errors });
    return errors;
  };

  return (state: FormState, serverErrors: ClientSnapshot['serverErrors']): ValidationErrors => {
    const errors = clientErrors(state);
    if (!serverErrors) return errors;
    const merged: ValidationErrors = { ...errors };
    for (const [key, messages] of Object.entries(serverErrors.errors)) {
      if (state.answers[key] !== serverErrors.answers[key]) continue;
      merged[key] = [...new Set([...(merged[key] ?? []), ...messages])];
    }
    return merged;
  };
}
