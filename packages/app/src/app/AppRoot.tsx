// The design tokens first, then the page-wide rules that read them (both global, for every screen).
import '../theme/appTheme.css';
import '../theme/formTokens.css';
import './global.css';
import { createLazyComponent } from '@admissions/form-react';
import { Outlet } from '../routing/index.ts';
import { ErrorDialogHost } from '../errors/ErrorDialogHost.tsx';
import { SkipLink } from '../layout/SkipLink.tsx';
import { useNavigationMessageToast } from '../navigation/useNavigationMessageToast.ts';
import { useRouteFocus } from '../navigation/useRouteFocus.ts';
import { useSnapshot } from '../session/SessionContext.tsx';
import { useSessionRefresh } from '../session/useSessionRefresh.ts';
import { ToastRegion } from '../toasts/ToastRegion.tsx';

/** Loaded once a session is signed in (or a save met a conflict); nothing shows while it loads. */
const SignedInParts = createLazyComponent(async () => (await import('./SignedInParts.tsx')).SignedInParts, null);

/** The root route: what every screen shares (skip link, toasts, dialogs, inactivity, focus management). */
export function AppRoot() {
  useSessionRefresh();
  useNavigationMessageToast();
  useRouteFocus();
  const signedIn = useSnapshot((snapshot) => snapshot.isLoggedIn || snapshot.conflict !== null);
  return (
    <>
      <SkipLink />
      <Outlet />
      {signedIn ? <SignedInParts /> : null}
      <ErrorDialogHost />
      <ToastRegion />
    </>
  );
}
