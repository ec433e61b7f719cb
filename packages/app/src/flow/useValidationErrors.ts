import type { ValidationErrors } from '@admissions/contracts';
import { useCallback, useSyncExternalStore } from 'react';
import { useAppServices } from '../app/AppProviders.tsx';
import { useSnapshot } from '../session/SessionContext.tsx';

const noErrors: ValidationErrors = {};
const noSubscription = () => () => {};

/**
 * The live validation errors of every page while web_status is validating
 * (the summary and the fields show them then); nothing (and no work) otherwise.
 * Read from the answers on every change (validated by difference, memoized
 * per form state): the component renders again only when the errors object
 * changes, which it does only when a message does, not on every keystroke.
 */
export function useValidationErrors(): ValidationErrors {
  const { answers, flow } = useAppServices();
  const validating = useSnapshot((snapshot) => snapshot.isLoggedIn && snapshot.webStatus === 'validating');
  const serverErrors = useSnapshot((snapshot) => snapshot.serverErrors);
  // Re-read once a lazily loaded validator arrives (a reload while validating), and on every answer change.
  const subscribe = useCallback(
    (listener: () => void) => {
      const fromAnswers = answers.subscribe(listener);
      const fromValidator = flow.validator.subscribe(listener);
      return () => {
        fromAnswers();
        fromValidator();
      };
    },
    [answers, flow],
  );
  const read = () => {
    if (!validating || !flow.validator.current()) return noErrors;
    return flow.errorsOf(answers.getFormState(), serverErrors);
  };
  return useSyncExternalStore(validating ? subscribe : noSubscription, read, read);
}
