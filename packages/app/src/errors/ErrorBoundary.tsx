import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isUnauthorized } from '../api/apiErrors.ts';

export interface ErrorBoundaryProps {
  /** What to render instead of the children once they threw. */
  fallback(error: unknown, reset: () => void): ReactNode;
  /** Called once per caught error (e.g. to raise a toast). */
  onError?(error: unknown): void;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/**
 * Catches render errors below it. An unauthorized error is no error to show:
 * the API client has already sent the applicant on the session-invalid path,
 * so the part renders nothing while the app leaves for /login.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isUnauthorized(error)) return;
    console.error('[app] error boundary caught:', error, info.componentStack);
    this.props.onError?.(error);
  }

  reset = (): void => this.setState({ error: null, hasError: false });

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    if (isUnauthorized(this.state.error)) return null;
    return this.props.fallback(this.state.error, this.reset);
  }
}
