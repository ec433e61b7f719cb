import type { FormState } from '@admissions/form-core';
import { shallow } from 'zustand/shallow';
import { useStoreSelection } from './useStoreSelection.ts';
import { useAnswerStore } from './AnswerStoreContext.tsx';
import type { AnswerStoreState } from './createAnswerStore.ts';

/**
 * The form state, or a slice of it through a selector (re-renders only when
 * the slice changes; pass `isEqual` for derived objects or lists). It hears of
 * every change to the store: for one answer, `useAnswer` is cheaper.
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
  const slice = useStoreSelection(
    store,
    (state): FormState | Selected =>
      selector ? selector(state) : { answers: state.answers, tabs: state.tabs, addAnother: state.addAnother },
    (a, b) => (selector ? (isEqual ?? Object.is)(a as Selected, b as Selected) : shallow(a, b)),
  );
  return slice;
}
