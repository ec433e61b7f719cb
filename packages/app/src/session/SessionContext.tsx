import { createContext, useContext, type ReactNode } from 'react';
import { useStoreValue } from '@admissions/form-react';
import type { ClientSnapshot, ClientSnapshotStore } from './clientSnapshotStore.ts';
import { hasSessionCookie } from './hasSessionCookie.ts';

export interface Session {
  store: ClientSnapshotStore;
  /** Re-reads the identity-provider cookie and records whether a session exists; returns it. */
  refreshLoggedIn(): boolean;
}

const SessionContext = createContext<Session | null>(null);

export function createSession(store: ClientSnapshotStore, cookiePrefix: string, readCookies: () => string): Session {
  return {
    store,
    refreshLoggedIn() {
      const isLoggedIn = !store.getState().forcedLoggedOut && hasSessionCookie(readCookies(), cookiePrefix);
      if (store.getState().isLoggedIn !== isLoggedIn) store.setState({ isLoggedIn });
      return isLoggedIn;
    },
  };
}

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}

/**
 * Subscribes to one slice of the client snapshot (a value the snapshot holds, or a primitive). The snapshot as it
 * is now is also what a server render and a hydration read: the stores are filled before either.
 */
export function useSnapshot<T>(selector: (snapshot: ClientSnapshot) => T): T {
  return useStoreValue(useSession().store, selector);
}
