import { Global } from '@emotion/react';
import { Outlet, useLocation } from '../routing/index.ts';
import { ErrorDialogHost } from '../errors/ErrorDialogHost.tsx';
import { SessionErrorBoundary } from '../errors/SessionErrorBoundary.tsx';
import { ConflictDialog } from '../flow/ConflictDialog.tsx';
import { InactivityManager } from '../inactivity/InactivityManager.tsx';
import { SkipLink } from '../layout/SkipLink.tsx';
import { useNavigationMessageToast } from '../navigation/useNavigationMessageToast.ts';
import { useRouteFocus } from '../navigation/useRouteFocus.ts';
import { useSessionRefresh } from '../session/useSessionRefresh.ts';
import { ToastRegion } from '../toasts/ToastRegion.tsx';
import { useAppServices } from './AppProviders.tsx';
import { globalStyles } from './globalStyles.ts';

/** The root route: what every screen shares (skip link, toasts, dialogs, inactivity, focus management). */
export function AppRoot() {
  const { flow } = useAppServices();
  const location = useLocation();
  useSessionRefresh();
  useNavigationMessageToast();
  useRouteFocus();
  return (
    <SessionErrorBoundary onUnauthorized={flow.handleUnauthorized} resetKey={location.key}>
      <Global styles={globalStyles} />
      <SkipLink />
      <Outlet />
      <InactivityManager />
      <ConflictDialog />
      <ErrorDialogHost />
      <ToastRegion />
    </SessionErrorBoundary>
  );
}
