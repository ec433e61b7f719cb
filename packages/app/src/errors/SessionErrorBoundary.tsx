import { Component, type ReactNode } from 'react';
import { isUnauthorized } from '../api/apiErrors.ts';

interface Props {
  onUnauthorized(error: unknown): void;
  /** The boundary renders its children again when this changes (the location: /login is showing). */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/**
 * The top of the session-invalid handling: an unauthorized error thrown while
 * rendering (and rethrown by inner boundaries) ends up here and sends the
 * applicant to /login; anything else passes on to the router's error page.
 */
export class SessionErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown): void {
    if (isUnauthorized(error)) this.props.onUnauthorized(error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null, hasError: false });
    }
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    if (!isUnauthorized(this.state.error)) throw this.state.error;
    return null;
  }
}
