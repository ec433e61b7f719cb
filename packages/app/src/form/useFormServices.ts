import { errorCatalogue, limits } from '@admissions/contracts';
import type { FormServices } from '@admissions/form-react';
import type { LookupCategoriesResponse } from '@admissions/contracts';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { errorMessageOf, isUnauthorized } from '../api/apiErrors.ts';
import { useAppServices } from '../app/AppProviders.tsx';
import type { DocumentServices } from '../documents/DocumentServices.ts';
import { useSnapshot } from '../session/SessionContext.tsx';

/**
 * Everything the widgets and page actions get from the app (form-react's
 * FormServices): lookups, documents, add-another (adding and removing blocks) and tab persistence for
 * logged-in applicants (local only for visitors), and the page actions.
 */
export function useFormServices(documents: DocumentServices): FormServices {
  const { api, flow, tenant, toasts, answers, lookupCategories } = useAppServices();
  const isLoggedIn = useSnapshot((snapshot) => snapshot.isLoggedIn);
  const { config } = tenant.bundle;
  // Read once (cached for the session; main.tsx starts it with the app): which lookup categories have data.
  // Until it answers, or if it fails, every category searches as usual (a search of an empty one just finds
  // nothing). An answer that arrives after the page rendered re-renders the widgets as a transition: the page
  // is painted first.
  const [categories, setCategories] = useState<LookupCategoriesResponse | undefined>(lookupCategories.settled);
  useEffect(() => {
    let current = true;
    lookupCategories().then(
      (answer) => {
        if (current) startTransition(() => setCategories(answer));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [lookupCategories]);
  const lookupHasData = useMemo(
    () =>
      categories
        ? Object.fromEntries(Object.entries(categories).map(([category, state]) => [category, state.hasData]))
        : undefined,
    [categories],
  );

  return useMemo<FormServices>(() => {
    const showError = (message: string, label: string) => toasts.getState().showError(message, { label });
    // A 401 is not an error to show: the API client has taken the session-invalid path.
    const failed = (error: unknown, label: string) => {
      if (!isUnauthorized(error)) showError(errorMessageOf(error), label);
      return false;
    };
    return {
      isVisitor: !isLoggedIn,
      characterLimit: config.characterLimit,
      // One answer checked against the tenant's validator (loaded on first use), the other answers as they are:
      // the date widget's check on change. Server errors are left out: they belong to the full validation.
      answerErrors: async (key, value) => {
        await flow.validator.ready();
        const state = answers.getFormState();
        return flow.errorsOf({ ...state, answers: { ...state.answers, [key]: value } }, null)[key] ?? [];
      },
      dateWindows: config.dateWindows,
      // Any lookup failure means no suggestions; a failed record lookup makes the widget keep the label.
      // A category known to have no data is never asked (the widget offers manual entry instead).
      ...(lookupHasData ? { lookupHasData } : {}),
      lookup: async (query, category) =>
        lookupHasData?.[category] === false
          ? []
          : api.lookupFind(query, category, limits.lookupMaxResults).catch(() => []),
      lookupRecord: (id, category) => api.lookupRecord(id, category),
      documents: documents.documents,
      documentStates: documents.documentStates,
      onUpload: documents.onUpload,
      onDelete: documents.onDelete,
      canAddAnother: isLoggedIn,
      onAddAnother: async (id, count) => {
        if (!isLoggedIn) return false;
        try {
          await api.putAddAnother({ button_id: id, num_components: count });
          return true;
        } catch (error) {
          return failed(error, errorCatalogue.addAnotherForId(id));
        }
      },
      // A removed block: the answer store already holds the moved answers and the lower count. A visitor's
      // removal stays in memory; a signed-in applicant's count is saved first (a refusal puts the block back),
      // then the answers through the flow's save (which reports its own failure and is retried by the next save).
      onRemoveAnother: async (id, count) => {
        if (!isLoggedIn) return true;
        try {
          await api.putAddAnother({ button_id: id, num_components: count });
        } catch (error) {
          return failed(error, errorCatalogue.addAnotherForId(id));
        }
        await flow.save();
        return true;
      },
      onTabChange: async (tabGroupId, chosenTab, change) => {
        // Visitors switch tabs locally; nothing is persisted.
        if (!isLoggedIn) return true;
        try {
          if (!(await documents.beforeTabSwitch(tabGroupId, chosenTab, change.fileKeys))) return false;
          await api.putTabs({ tab_id: tabGroupId, chosen_tab: chosenTab });
          return true;
        } catch (error) {
          // The switch is reset; what it may have deleted before failing is read again.
          void documents.refresh?.();
          return failed(error, errorCatalogue.tabsForTab(tabGroupId));
        }
      },
      onSaveAndGo: (route) => flow.saveAndGo(route),
      onNavigateWithValidation: (route) => flow.changePage(route),
      onSubmit: () => flow.submit(),
      onPdfDownload: () => documents.onPdfDownload(),
    };
  }, [api, flow, toasts, answers, config, isLoggedIn, documents, lookupHasData]);
}
