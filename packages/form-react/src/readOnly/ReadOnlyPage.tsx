import {
  answerDisplay,
  expandAddAnother,
  instanceCountOf,
  instanceLabel,
  isAddAnother,
  isContent,
  isGroup,
  isQuestion,
  isSwitch,
  isTabGroup,
  notAnswered,
  pointerSegment,
  questionOptions,
} from '@admissions/form-core';
import type { Answers, ItemDefinition, PageDefinition, Visibility } from '@admissions/form-core';
import type { ReactNode } from 'react';
import { SafeMarkup } from '../content/SafeMarkup.tsx';
import type { FormServices } from '../registry/FormServices.ts';
import type { AnswerStore } from '../store/createAnswerStore.ts';
import { useStoreWithEqualityFn } from 'zustand/traditional';
import { readOnlyStyles } from './readOnlyStyles.ts';

export interface ReadOnlyPageProps {
  page: PageDefinition;
  store: AnswerStore;
  services?: FormServices;
  showTitle?: boolean;
}

interface WalkScope {
  store: AnswerStore;
  visibility: Visibility;
  answers: Answers;
  documents: NonNullable<FormServices['documents']>;
}

/**
 * The service-user view of a page: print-style text, no inputs, no buttons.
 * Every visible question as label and answer, every add-another instance, the
 * chosen tab's content; attached documents are noted.
 */
export function ReadOnlyPage({ page, store, services = {}, showTitle = true }: ReadOnlyPageProps) {
  const state = useStoreWithEqualityFn(store);
  const scope: WalkScope = {
    store,
    visibility: store.visibilityOf(state),
    answers: state.answers,
    documents: services.documents ?? {},
  };
  return (
    <article css={readOnlyStyles} data-page={page.id} data-mode="readOnly">
      {showTitle && <h1>{page.title}</h1>}
      {page.sections.map((section, s) => {
        const path = `${page.id}/sections/${s}`;
        if (!scope.visibility.isItemVisible(path)) return null;
        return (
          <section key={section.id} aria-label={section.title ?? undefined}>
            {section.title && <h2>{section.title}</h2>}
            {renderItems(section.items, `${path}/items`, scope)}
          </section>
        );
      })}
    </article>
  );
}

/** Renders a list of items, grouping consecutive questions into one definition list. */
function renderItems(items: readonly ItemDefinition[], basePath: string, scope: WalkScope): ReactNode {
  const blocks: ReactNode[] = [];
  let rows: ReactNode[] = [];
  const flush = () => {
    if (rows.length > 0) blocks.push(<dl key={`dl-${blocks.length}`}>{rows}</dl>);
    rows = [];
  };
  items.forEach((item, index) => {
    const path = `${basePath}/${index}`;
    if (!scope.visibility.isItemVisible(path)) return;
    if (isQuestion(item)) {
      const context = scope.store.context;
      const lines = answerDisplay(
        item,
        scope.answers,
        questionOptions(item, scope.answers, context),
        scope.documents,
        context.widgets,
      );
      // A question without a row of its own (a button) prints only what it reveals.
      if (lines !== null)
        rows.push(
          <div key={path} className="answer-row" data-question={item.key}>
            <dt>{item.label}</dt>
            <dd>
              {lines.length === 0 ? (
                <span className="not-answered">{notAnswered}</span>
              ) : (
                lines.map((line, i) => (
                  <span key={i} className="answer-line">
                    {line}
                  </span>
                ))
              )}
            </dd>
          </div>,
        );
      const nested: ReactNode[] = [];
      if (item.after) nested.push(renderItems(item.after, `${path}/after`, scope));
      for (const [value, revealed] of Object.entries(item.reveal ?? {})) {
        nested.push(renderItems(revealed, `${path}/reveal/${pointerSegment(value)}`, scope));
      }
      if (nested.some(Boolean)) {
        flush();
        blocks.push(<div key={`${path}-nested`}>{nested}</div>);
      }
      return;
    }
    flush();
    blocks.push(<div key={path}>{renderStructure(item, path, scope)}</div>);
  });
  flush();
  return blocks;
}

function renderStructure(item: ItemDefinition, path: string, scope: WalkScope): ReactNode {
  if (isContent(item)) {
    // Only headings belong in a print of the answers; instructions and alerts do not.
    return item.variant === 'heading' ? (
      <h3>
        <SafeMarkup text={item.text} inline />
      </h3>
    ) : null;
  }
  if (isGroup(item)) {
    return (
      <>
        {item.title && <h3>{item.title}</h3>}
        {renderItems(item.items, `${path}/items`, scope)}
      </>
    );
  }
  if (isSwitch(item)) {
    return item.cases.map((switchCase, c) =>
      scope.visibility.isItemVisible(`${path}/cases/${c}`) ? (
        <div key={c}>{renderItems(switchCase.items, `${path}/cases/${c}/items`, scope)}</div>
      ) : null,
    );
  }
  if (isTabGroup(item)) {
    const chosen = scope.visibility.chosenTab(item.id);
    const index = item.tabs.findIndex((tab) => tab.id === chosen);
    const tab = item.tabs[index];
    if (!tab) return null;
    return (
      <>
        <dl>
          <div className="answer-row">
            <dt>{item.label}</dt>
            <dd>{tab.label}</dd>
          </div>
        </dl>
        {renderItems(tab.items, `${path}/tabs/${index}/items`, scope)}
      </>
    );
  }
  if (isAddAnother(item)) {
    const count = instanceCountOf(item, scope.store.getState().addAnother);
    return Array.from({ length: count }, (_, i) => {
      const n = i + 1;
      return (
        <div key={n} className="instance">
          {item.instanceTitle && <h3>{instanceLabel(item.instanceTitle, n)}</h3>}
          {renderItems(expandAddAnother(item, n), `${path}/instances/${n}`, scope)}
        </div>
      );
    });
  }
  return null;
}
