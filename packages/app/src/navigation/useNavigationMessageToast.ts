import { useEffect, useRef } from 'react';
import { useLocation } from '../routing/index.ts';
import { useToasts } from '../toasts/ToastContext.tsx';
import { readNavigationState } from './navigationState.ts';

/**
 * A toast for a message passed in navigation state, once per navigation: a
 * success toast for `successMessage` (a save, a sign-up), an error toast for
 * `errorMessage` (a logout, an invalid session, the inactivity logout). A
 * route that navigates again after showing it must leave the message out of
 * the new state, or it shows twice.
 */
export function useNavigationMessageToast(): void {
  const location = useLocation();
  const { showSuccess, showError } = useToasts();
  const shown = useRef(new Set<string>());
  useEffect(() => {
    const { successMessage, errorMessage } = readNavigationState(location.state);
    if ((!successMessage && !errorMessage) || shown.current.has(location.key)) return;
    shown.current.add(location.key);
    if (errorMessage) showError(errorMessage);
    if (successMessage) showSuccess(successMessage);
  }, [location.key, location.state, showSuccess, showError]);
}
