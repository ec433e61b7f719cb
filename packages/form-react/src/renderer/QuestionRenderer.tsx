import { fieldErrors, pointerSegment, questionAnswerKeys, questionOptions } from '@admissions/form-core';
import type { AnswerValue, QuestionDefinition } from '@admissions/form-core';
import { createElement, memo, useCallback, useMemo } from 'react';
import { fieldIds } from '../registry/fieldIds.ts';
import { UnknownWidget } from '../registry/UnknownWidget.tsx';
import type { WidgetComponent } from '../registry/WidgetProps.ts';
import { shallowEqualList, useStoreSelector } from '../store/useStoreSelector.ts';
import { sameErrorLists } from './errorStore.ts';
import { ItemList } from './ItemList.tsx';
import { useRenderContext } from './RenderContext.tsx';
import { useItemVisible } from './useItemVisible.ts';

export interface QuestionRendererProps {
  question: QuestionDefinition;
  path: string;
}

/** A question: rendered only while visible; `after` and `reveal` items follow it (each with its own visibility). */
export const QuestionRenderer = memo(function QuestionRenderer({ question, path }: QuestionRendererProps) {
  const visible = useItemVisible(path);
  if (!visible) return null;
  return (
    <>
      <VisibleQuestion question={question} />
      {question.after && <ItemList items={question.after} basePath={`${path}/after`} />}
      {Object.entries(question.reveal ?? {}).map(([value, items]) => (
        <ItemList key={value} items={items} basePath={`${path}/reveal/${pointerSegment(value)}`} />
      ))}
    </>
  );
});

/**
 * The answer keys the host reads for a widget: the question's keys and, for a
 * conditional select, the controlling answer; minus the keys the widget's
 * inputs read themselves (`ownKeys`).
 */
function readKeys(question: QuestionDefinition, widget: WidgetComponent | undefined): string[] {
  const keys = questionAnswerKeys(question);
  if (question.controlKey && !keys.includes(question.controlKey)) keys.push(question.controlKey);
  const own = new Set(widget?.ownKeys?.(question) ?? []);
  return own.size === 0 ? keys : keys.filter((key) => !own.has(key));
}

function VisibleQuestion({ question }: { question: QuestionDefinition }) {
  const { registry, store, errorStore, services } = useRenderContext();
  const widget = registry.get(question.widget);
  const keys = useMemo(() => readKeys(question, widget), [question, widget]);
  // Errors are the question's own keys only (not the controlling answer it reads).
  const errorKeys = useMemo(() => questionAnswerKeys(question), [question]);

  // Subscriptions to this question's own answers and errors only.
  const valueList = useStoreSelector(store, (state) => keys.map((key) => state.answers[key] ?? ''), shallowEqualList);
  const errorList = useStoreSelector(errorStore, (state) => errorKeys.map((key) => state.errors[key]), sameErrorLists);

  const values = useMemo(
    () => Object.fromEntries(keys.map((key, index) => [key, valueList[index] ?? ''])) as Record<string, AnswerValue>,
    [keys, valueList],
  );
  const { errors, errorsByKey } = useMemo(() => {
    const byKey: Record<string, string[]> = {};
    errorKeys.forEach((key, index) => {
      const messages = errorList[index];
      if (messages && messages.length > 0) byKey[key] = [...messages];
    });
    // form-core decides which messages show under the question (e.g. monthYear: month and year combined).
    return { errorsByKey: byKey, errors: fieldErrors(byKey, question).messages };
  }, [errorKeys, errorList, question]);

  const controlValue = question.controlKey ? values[question.controlKey] : undefined;
  const options = useMemo(
    () => questionOptions(question, controlValue, store.context),
    [question, controlValue, store],
  );
  const onChange = useCallback(
    (key: string, value: AnswerValue, desc?: string) => store.getState().setAnswer(key, value, desc),
    [store],
  );
  const ids = useMemo(() => fieldIds(question.key), [question.key]);

  return (
    // data-keys lets the host find the question of any of its keys (e.g. a school's CEEB code, which has no input).
    <div data-width={question.width ?? 'full'} data-question={question.key} data-keys={errorKeys.join(' ')}>
      {widget ? (
        createElement(widget, {
          question,
          value: values[question.key] ?? '',
          values,
          errors,
          errorsByKey,
          onChange,
          options,
          ids,
          required: question.required ?? false,
          readOnly: false,
          services,
        })
      ) : (
        <UnknownWidget widget={question.widget} questionKey={question.key} />
      )}
    </div>
  );
}
