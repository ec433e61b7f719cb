import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppServices } from '../app/AppProviders.tsx';
import { useSnapshot } from '../session/SessionContext.tsx';

/** While started or validating, every page change saves the path as last_page (spec section 4). */
export function useLastPageRecorder(): void {
  const { flow } = useAppServices();
  const { pathname } = useLocation();
  const hydrated = useSnapshot((snapshot) => snapshot.hydratedFor !== null);
  useEffect(() => {
    if (hydrated) void flow.recordLastPage(pathname);
  }, [pathname, hydrated, flow]);
}
