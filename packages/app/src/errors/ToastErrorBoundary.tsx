import type { ReactNode } from 'react';
import { appConfig } from '../config/appConfig.ts';
import { errorMessageOf } from '../api/apiErrors.ts';
import { useToasts } from '../toasts/ToastContext.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/**
 * For parts the page can do without (banner, summary): if one fails to
 * render, it disappears and an error toast stays up for 300000 ms instead of
 * taking the whole page down. Unauthorized errors still go to the session-invalid handling.
 */
export function ToastErrorBoundary({ children }: { children: ReactNode }) {
  const { showError } = useToasts();
  return (
    <ErrorBoundary
      fallback={() => null}
      onError={(error) => showError(errorMessageOf(error), { durationMs: appConfig.toast.errorBoundaryDurationMs })}
    >
      {children}
    </ErrorBoundary>
  );
}
