import { useEffect, useRef } from 'react';
import { useLocation } from '../routing/index.ts';
import { useAppServices } from '../app/AppProviders.tsx';
import { useSnapshot } from '../session/SessionContext.tsx';

/**
 * While started or validating, every page change saves the new path as
 * last_page (a returning applicant resumes there). Landing on a page is not a change: the stored
 * last_page stays until the applicant (or the resume) moves.
 */
export function useLastPageRecorder(): void {
  const { flow } = useAppServices();
  const { pathname } = useLocation();
  const hydrated = useSnapshot((snapshot) => snapshot.hydratedFor !== null);
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (!hydrated) {
      seen.current = null;
      return;
    }
    const previous = seen.current;
    seen.current = pathname;
    if (previous !== null && previous !== pathname) void flow.recordLastPage(pathname);
  }, [pathname, hydrated, flow]);
}
