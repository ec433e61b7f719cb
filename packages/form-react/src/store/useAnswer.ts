import type { AnswerValue } from '@admissions/form-core';
import { useAnswerStore } from './AnswerStoreContext.tsx';
import { useStoreSelector } from './useStoreSelector.ts';

/**
 * One answer ('' when unset); re-renders only when it changes. With a
 * selector, the derived value instead (e.g. `useAnswer('gpa', Number)`).
 */
export function useAnswer(key: string): AnswerValue;
export function useAnswer<Selected>(key: string, selector: (value: AnswerValue) => Selected): Selected;
export function useAnswer<Selected>(key: string, selector?: (value: AnswerValue) => Selected): AnswerValue | Selected {
  const store = useAnswerStore();
  return useStoreSelector(store, (state) => {
    const value = state.answers[key] ?? '';
    return selector ? selector(value) : value;
  });
}
