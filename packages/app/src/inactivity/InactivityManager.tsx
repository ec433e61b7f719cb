import { useAppServices } from '../app/AppProviders.tsx';
import { useSnapshot } from '../session/SessionContext.tsx';
import { InactivityDialog } from './InactivityDialog.tsx';
import { inactivityLogoutLock } from './inactivityLogoutLock.ts';
import { runInOneTab } from './runInOneTab.ts';
import { useInactivity } from './useInactivity.ts';

/**
 * Times logged-in applicants only (never visitors or service users) and shows
 * the warning; follows the other tabs' activity and logouts.
 */
export function InactivityManager() {
  const { flow, crossTab } = useAppServices();
  const enabled = useSnapshot(
    (snapshot) => snapshot.isLoggedIn && !snapshot.isServiceUser && snapshot.hydratedFor !== null,
  );
  const inactivity = useInactivity({
    enabled,
    keepAlive: flow.keepAlive,
    // Every tab times out together: one of them saves and ends the session, and tells the others.
    onTimeout: () => void runInOneTab(inactivityLogoutLock, () => flow.logout('inactivity')),
    crossTab,
    onLogoutElsewhere: (reason) => void flow.followLogoutElsewhere(reason),
  });
  return (
    <InactivityDialog
      isOpen={inactivity.warningOpen}
      onStay={inactivity.stayActive}
      onLogout={() => void flow.logout('requested')}
    />
  );
}
