import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useToasts } from '../toasts/ToastContext.tsx';
import { readNavigationState } from './navigationState.ts';

/** A success toast for any message passed in navigation state (spec section 2), once per navigation. */
export function useNavigationMessageToast(): void {
  const location = useLocation();
  const { showSuccess } = useToasts();
  const shown = useRef(new Set<string>());
  useEffect(() => {
    const { successMessage } = readNavigationState(location.state);
    if (!successMessage || shown.current.has(location.key)) return;
    shown.current.add(location.key);
    showSuccess(successMessage);
  }, [location.key, location.state, showSuccess]);
}
