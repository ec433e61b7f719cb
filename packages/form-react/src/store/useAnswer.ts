import type { AnswerValue } from '@admissions/form-core';
import { useStoreSelection } from './useStoreSelection.ts';
import { useAnswerStore } from './AnswerStoreContext.tsx';

/**
 * One answer ('' when unset); re-renders only when it changes, and its
 * selector runs only when that answer changed (the store notifies by answer
 * key). With a selector, the derived value instead (e.g. `useAnswer('gpa', Number)`).
 */
export function useAnswer(key: string): AnswerValue;
export function useAnswer<Selected>(key: string, selector: (value: AnswerValue) => Selected): Selected;
export function useAnswer<Selected>(key: string, selector?: (value: AnswerValue) => Selected): AnswerValue | Selected {
  const store = useAnswerStore();
  return useStoreSelection(
    store.answersView([key]),
    (state): AnswerValue | Selected => {
      const value = state.answers[key] ?? '';
      return selector ? selector(value) : value;
    },
    Object.is,
  );
}
