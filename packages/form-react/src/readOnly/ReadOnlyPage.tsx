import { buildApplicationOutline } from '@admissions/form-core';
import type { PageDefinition } from '@admissions/form-core';
import type { FormServices } from '../registry/FormServices.ts';
import type { AnswerStore } from '../store/createAnswerStore.ts';
import { useStoreValue } from '../store/useStoreSelection.ts';
import { ReadOnlyOutlinePage } from './ReadOnlyOutlinePage.tsx';

export interface ReadOnlyPageProps {
  page: PageDefinition;
  store: AnswerStore;
  services?: FormServices;
  showTitle?: boolean;
}

/**
 * The read-only view of one page of the store's application (PageRenderer's
 * `readOnly` mode): form-core's outline of the current answers, drawn by
 * `ReadOnlyOutlinePage`. A host that shows every page (the staff view)
 * builds the outline once and draws its pages itself.
 */
export function ReadOnlyPage({ page, store, services = {}, showTitle = true }: ReadOnlyPageProps) {
  const state = useStoreValue(store, (current) => current);
  const outline = buildApplicationOutline({
    pages: store.pages,
    state: { answers: state.answers, tabs: state.tabs, addAnother: state.addAnother },
    context: store.context,
    documents: services.documents ?? {},
  });
  const outlinePage = outline.pages.find((candidate) => candidate.id === page.id);
  return outlinePage ? <ReadOnlyOutlinePage page={outlinePage} showTitle={showTitle} /> : null;
}
