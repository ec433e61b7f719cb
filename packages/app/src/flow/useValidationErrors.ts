import type { ValidationErrors } from '@admissions/contracts';
import { useMemo, useSyncExternalStore } from 'react';
import { useAppServices } from '../app/AppProviders.tsx';
import { useSnapshot } from '../session/SessionContext.tsx';

const noErrors: ValidationErrors = {};
const noSubscription = () => () => {};

/**
 * The live validation errors of every page while web_status is validating
 * (the summary and the fields show them then); nothing (and no work) otherwise. Recomputed from the
 * current answers on every change, memoized per form state.
 */
export function useValidationErrors(): ValidationErrors {
  const { answers, flow } = useAppServices();
  const validating = useSnapshot((snapshot) => snapshot.isLoggedIn && snapshot.webStatus === 'validating');
  const serverErrors = useSnapshot((snapshot) => snapshot.serverErrors);
  const readState = () => (validating ? answers.getState() : null);
  const state = useSyncExternalStore(validating ? answers.subscribe : noSubscription, readState, readState);
  // Re-render once a lazily loaded validator arrives (a reload while validating).
  const readValidator = () => (validating ? flow.validator.current() : undefined);
  const validator = useSyncExternalStore(
    validating ? flow.validator.subscribe : noSubscription,
    readValidator,
    readValidator,
  );
  return useMemo(
    () =>
      state && validator
        ? flow.errorsOf({ answers: state.answers, tabs: state.tabs, addAnother: state.addAnother }, serverErrors)
        : noErrors,
    [flow, state, validator, serverErrors],
  );
}
