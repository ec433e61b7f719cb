import type { StudentAnswers } from '@admissions/contracts';
import { useLocation } from '../routing/index.ts';
import { readNavigationState } from './navigationState.ts';

/** The visitor's answers carried in navigation state, to pass on to the next auth card. */
export function useCarriedAnswers(): StudentAnswers | undefined {
  return readNavigationState(useLocation().state).studentAnswers;
}
