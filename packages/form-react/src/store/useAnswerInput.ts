import type { AnswerValue } from '@admissions/form-core';
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { ChangeEvent, RefCallback } from 'react';
import { answerText } from '../widgets/parts/answerText.ts';
import { useAnswerStore } from './AnswerStoreContext.tsx';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

export interface AnswerInputBinding<Element extends TextElement> {
  /** The element's callback ref. */
  attach: RefCallback<Element>;
  /** The stored text when the element mounts; afterwards the element holds its own value. */
  defaultValue: string;
  onChange: (event: ChangeEvent<Element>) => void;
}

/**
 * Binds a text input or textarea to one answer without rendering anything
 * while the applicant types. The element keeps its own value (uncontrolled):
 * an input event writes the store (through `onChange`, e.g. the widget's), and
 * the element then shows what the store kept (a formatted or shortened text,
 * or the old text when the store refused the change). A change made elsewhere
 * (the profile loading, a conflict resolved, an answer cleared) is written into
 * the element when the store announces it. The component using this lists the
 * key in its widget's `ownKeys`, so the host does not re-render it per key.
 */
export function useAnswerInput<Element extends TextElement>(
  key: string,
  onChange: (key: string, value: AnswerValue) => void,
  normalize?: (raw: string) => string,
): AnswerInputBinding<Element> {
  const store = useAnswerStore();
  const element = useRef<Element | null>(null);

  useLayoutEffect(() => {
    const showStored = () => {
      const current = element.current;
      const stored = answerText(store.getState().answers[key]);
      if (current && current.value !== stored) current.value = stored;
    };
    // The store may have changed between the render and now.
    showStored();
    return store.subscribeAnswers([key], showStored);
  }, [store, key]);

  const attach = useCallback((node: Element | null) => {
    element.current = node;
  }, []);
  const handleChange = useCallback(
    (event: ChangeEvent<Element>) => {
      const target = event.target;
      onChange(key, normalize ? normalize(target.value) : target.value);
      const stored = answerText(store.getState().answers[key]);
      if (target.value !== stored) target.value = stored;
    },
    [store, key, onChange, normalize],
  );
  return { attach, defaultValue: answerText(store.getState().answers[key]), onChange: handleChange };
}
