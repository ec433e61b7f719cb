import { useEffect, useRef } from 'react';
import { useSelect } from 'downshift';
import type { UseSelectState, UseSelectStateChange, UseSelectStateChangeOptions } from 'downshift';
import { formTheme } from '../../theme/formTheme.ts';

const resetAfterMs = formTheme.select.typeAheadResetMs;

/**
 * downshift clears the type-ahead string 500 ms after the last key; that is
 * too short for a slow typist, so we keep it 1 s. The state reducer refuses a reset that comes sooner than 1 s after
 * the last key, and our own timer resets it at 1 s.
 */
export function useTypeAheadReset<Item>() {
  const lastKeyAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const setInputValueRef = useRef<(value: string) => void>(() => undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const stateReducer = (state: UseSelectState<Item>, { type, changes }: UseSelectStateChangeOptions<Item>) => {
    const early = Date.now() - lastKeyAt.current < resetAfterMs;
    if (type === useSelect.stateChangeTypes.FunctionSetInputValue && changes.inputValue === '' && early) {
      return { ...changes, inputValue: state.inputValue };
    }
    return changes;
  };

  const onStateChange = ({ type }: UseSelectStateChange<Item>) => {
    if (type !== useSelect.stateChangeTypes.ToggleButtonKeyDownCharacter) return;
    lastKeyAt.current = Date.now();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setInputValueRef.current(''), resetAfterMs);
  };

  /** Give it downshift's `setInputValue` (from an effect, once useSelect has returned it). */
  const connect = (setInputValue: (value: string) => void) => {
    setInputValueRef.current = setInputValue;
  };

  return { stateReducer, onStateChange, connect };
}
