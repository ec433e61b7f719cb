import type { FormState } from '@admissions/form-core';
import { useAnswerStore } from './AnswerStoreContext.tsx';
import type { AnswerStoreState } from './createAnswerStore.ts';
import { shallowEqualList, useStoreSelector } from './useStoreSelector.ts';

/**
 * The form state, or a slice of it through a selector (re-renders only when
 * the slice changes; pass `isEqual` for derived objects or lists).
 */
export function useFormState(): FormState;
export function useFormState<Selected>(
  selector: (state: AnswerStoreState) => Selected,
  isEqual?: (a: Selected, b: Selected) => boolean,
): Selected;
export function useFormState<Selected>(
  selector?: (state: AnswerStoreState) => Selected,
  isEqual?: (a: Selected, b: Selected) => boolean,
): FormState | Selected {
  const store = useAnswerStore();
  const whole = useStoreSelector<AnswerStoreState, readonly unknown[]>(
    store,
    (state) => (selector ? [selector(state)] : [state.answers, state.tabs, state.addAnother]),
    (a, b) => (selector && isEqual ? isEqual(a[0] as Selected, b[0] as Selected) : shallowEqualList(a, b)),
  );
  if (selector) return whole[0] as Selected;
  const [answers, tabs, addAnother] = whole as [FormState['answers'], FormState['tabs'], FormState['addAnother']];
  return { answers, tabs, addAnother };
}
