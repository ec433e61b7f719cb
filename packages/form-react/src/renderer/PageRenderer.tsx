import { defaultWidgetSpecs } from '@admissions/form-core';
import type { PageDefinition } from '@admissions/form-core';
import { useLayoutEffect, useMemo, useState } from 'react';
import { ActionBar } from '../actions/ActionBar.tsx';
import { LazyReadOnlyPage } from '../readOnly/LazyReadOnlyPage.tsx';
import type { FormServices } from '../registry/FormServices.ts';
import type { WidgetRegistry } from '../registry/createWidgetRegistry.ts';
import { AnswerStoreProvider } from '../store/AnswerStoreContext.tsx';
import type { AnswerStore } from '../store/createAnswerStore.ts';
import { createErrorStore } from './errorStore.ts';
import type { FieldErrorMap } from './errorStore.ts';
import { RenderContextProvider } from './RenderContext.tsx';
import type { RenderContextValue } from './RenderContext.tsx';
import { SectionRenderer } from './SectionRenderer.tsx';
import styles from './PageRenderer.module.css';

export interface PageRendererProps {
  page: PageDefinition;
  registry: WidgetRegistry;
  store: AnswerStore;
  /** Messages by answer key (form-core fieldErrors of the current answers). */
  errors?: FieldErrorMap;
  /** Show per-field errors (the app passes true while web_status is validating). */
  showErrors?: boolean;
  /** `readOnly`: the service-user view, print-style text without inputs or buttons. */
  mode?: 'edit' | 'readOnly';
  /** Lookups, documents, callbacks. Keep it referentially stable (useMemo): a new object re-renders every question. */
  services?: FormServices;
  /** Render the page title as the h1 (default true). */
  showTitle?: boolean;
}

const noErrors: FieldErrorMap = {};

/**
 * The answer store computes `_desc` labels, visibility and clearing with its
 * widget specs: a widget the registry renders but the store does not know
 * would write no labels and reveal nothing, so it is a programming error.
 */
function assertStoreKnowsWidgets(registry: WidgetRegistry, store: AnswerStore): void {
  const known = store.context.widgets ?? defaultWidgetSpecs;
  const unknown = registry.names().filter((name) => known.get(name) !== registry.specs.get(name));
  if (unknown.length > 0) {
    throw new Error(
      `The answer store does not know the widget spec of ${unknown.map((name) => `"${name}"`).join(', ')}: create it with context: { widgets: registry.specs }.`,
    );
  }
}
const noServices: FormServices = {};

/**
 * Renders one page of the definition: its sections and items with
 * visibility from form-core, widgets from the registry, answers from the store
 * and the page's action buttons. Each question subscribes to its own answers,
 * errors and visibility, so typing re-renders that question (and what depends
 * on it), not the page.
 */
export function PageRenderer({
  page,
  registry,
  store,
  errors = noErrors,
  showErrors = false,
  mode = 'edit',
  services = noServices,
  showTitle = true,
}: PageRendererProps) {
  const shownErrors = showErrors ? errors : noErrors;
  const [errorStore] = useState(() => createErrorStore(shownErrors));
  useLayoutEffect(() => {
    errorStore.setState({ errors: shownErrors });
  }, [errorStore, shownErrors]);

  const context = useMemo<RenderContextValue>(() => {
    assertStoreKnowsWidgets(registry, store);
    return { registry, store, errorStore, services };
  }, [registry, store, errorStore, services]);

  if (mode === 'readOnly') {
    return <LazyReadOnlyPage page={page} store={store} services={services} showTitle={showTitle} />;
  }

  return (
    <AnswerStoreProvider store={store}>
      <RenderContextProvider value={context}>
        <div data-page={page.id} className={styles.page}>
          {showTitle && <h1>{page.title}</h1>}
          {page.sections.map((section, index) => (
            <SectionRenderer key={section.id} section={section} path={`${page.id}/sections/${index}`} />
          ))}
          <ActionBar actions={page.actions ?? []} handlers={services} />
        </div>
      </RenderContextProvider>
    </AnswerStoreProvider>
  );
}
