// The design tokens first, then the page-wide rules that read them (both global, for every screen).
import '../theme/appTheme.css';
import './global.css';
import { Outlet } from '../routing/index.ts';
import { ErrorDialogHost } from '../errors/ErrorDialogHost.tsx';
import { ConflictDialog } from '../flow/ConflictDialog.tsx';
import { InactivityManager } from '../inactivity/InactivityManager.tsx';
import { SkipLink } from '../layout/SkipLink.tsx';
import { useNavigationMessageToast } from '../navigation/useNavigationMessageToast.ts';
import { useRouteFocus } from '../navigation/useRouteFocus.ts';
import { useSessionRefresh } from '../session/useSessionRefresh.ts';
import { ToastRegion } from '../toasts/ToastRegion.tsx';

/** The root route: what every screen shares (skip link, toasts, dialogs, inactivity, focus management). */
export function AppRoot() {
  useSessionRefresh();
  useNavigationMessageToast();
  useRouteFocus();
  return (
    <>
      <SkipLink />
      <Outlet />
      <InactivityManager />
      <ConflictDialog />
      <ErrorDialogHost />
      <ToastRegion />
    </>
  );
}
