import { fieldErrors, partKeys, pointerSegment, questionOptions, specOf } from '@admissions/form-core';
import type { AnswerValue, OptionDefinition, QuestionDefinition } from '@admissions/form-core';
import { createElement, memo, useCallback, useMemo } from 'react';
import { shallow } from 'zustand/shallow';
import { useStoreSelection } from '../store/useStoreSelection.ts';
import { fieldIds } from '../registry/fieldIds.ts';
import { UnknownWidget } from '../registry/UnknownWidget.tsx';
import type { WidgetComponent } from '../registry/WidgetProps.ts';
import { afterContentId } from '../widgets/ButtonWidget.tsx';
import { sameErrorLists } from './errorStore.ts';
import { ItemList } from './ItemList.tsx';
import { useRenderContext } from './RenderContext.tsx';
import { useItemVisible } from './useItemVisible.ts';
import styles from './QuestionRenderer.module.css';

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
      {question.after && (
        // A button names this container in aria-controls.
        <div id={afterContentId(question.key)} className={styles.afterContent}>
          <ItemList items={question.after} basePath={`${path}/after`} />
        </div>
      )}
      {Object.entries(question.reveal ?? {}).map(([value, items]) => (
        <ItemList key={value} items={items} basePath={`${path}/reveal/${pointerSegment(value)}`} />
      ))}
    </>
  );
});

/**
 * The answer keys the host reads for a widget: the keys its spec writes
 * (`written`) and reads without writing (`read`: a conditional select's
 * controlling answer), minus the keys the widget's inputs read themselves
 * (`ownKeys`).
 */
function hostKeys(
  question: QuestionDefinition,
  written: readonly string[],
  read: readonly string[],
  widget: WidgetComponent | undefined,
): string[] {
  const keys = [...written];
  for (const key of read) if (!keys.includes(key)) keys.push(key);
  const own = new Set(widget?.ownKeys?.(question) ?? []);
  return own.size === 0 ? keys : keys.filter((key) => !own.has(key));
}

const noChoices: readonly OptionDefinition[] = [];

function VisibleQuestion({ question }: { question: QuestionDefinition }) {
  const { registry, store, errorStore, services } = useRenderContext();
  const widget = registry.get(question.widget);
  const widgets = store.context.widgets;
  // What follows from the definition alone, in one memo (one hook instead of one per value: a page's first render
  // creates every hook of every question). The subscriptions below read this question's own answers and errors
  // only: the store calls the answers' selector only when one of these keys changed.
  const { spec, keys, errorKeys, readKeyList, ids, answersView, errorsView } = useMemo(() => {
    const questionSpec = specOf(question, widgets);
    // Every key the question writes (its spec's parts and their `_desc` labels): its errors are these only.
    const written = partKeys(questionSpec.parts(question));
    // The answers the widget reads without writing (a conditional select's controlling answer).
    const read = questionSpec.readKeys?.(question) ?? [];
    const answerKeys = hostKeys(question, written, read, widget);
    return {
      spec: questionSpec,
      keys: answerKeys,
      errorKeys: written,
      readKeyList: read,
      ids: fieldIds(question.key),
      answersView: store.answersView(answerKeys),
      errorsView: errorStore.errorsView(written),
    };
  }, [question, widgets, widget, store, errorStore]);
  const valueList = useStoreSelection(answersView, (state) => keys.map((key) => state.answers[key] ?? ''), shallow);
  const errorList = useStoreSelection(errorsView, (state) => errorKeys.map((key) => state.errors[key]), sameErrorLists);

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
    // The spec decides which messages show under the question (e.g. monthYear: month and year combined).
    return { errorsByKey: byKey, errors: fieldErrors(byKey, question, widgets).messages };
  }, [errorKeys, errorList, question, widgets]);

  // The choices follow only the answers the widget reads without writing (a controlling answer), so
  // they stay the same object while the applicant changes the question's own answer.
  const readValues = readKeyList.map((key) => String(values[key] ?? '')).join('\u0000');
  const choices = useMemo(() => {
    if (!spec.choices) return noChoices;
    const readValueList = readValues.split('\u0000');
    const readAnswers = Object.fromEntries(readKeyList.map((key, index) => [key, readValueList[index] ?? '']));
    return questionOptions(question, readAnswers, store.context);
  }, [question, spec, readKeyList, readValues, store]);
  const onChange = useCallback(
    (key: string, value: AnswerValue, desc?: string) => store.getState().setAnswer(key, value, desc),
    [store],
  );

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
          choices,
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
