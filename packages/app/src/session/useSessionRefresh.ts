import { useEffect } from 'react';
import { useLocation } from '../routing/index.ts';
import { useAppServices } from '../app/AppProviders.tsx';

/**
 * Re-reads the session marker cookie on every navigation. When it vanished
 * under a loaded profile (logout in another tab, expiry), the session-invalid
 * path runs so nothing of this applicant stays on screen.
 */
export function useSessionRefresh(): void {
  const { session, flow } = useAppServices();
  const location = useLocation();
  useEffect(() => {
    if (session.store.getState().signingOut) return;
    const wasHydrated = session.store.getState().hydratedFor !== null;
    const loggedIn = session.refreshLoggedIn();
    if (!loggedIn && wasHydrated && !session.store.getState().forcedLoggedOut) void flow.handleUnauthorized();
  }, [location.key, session, flow]);
}
