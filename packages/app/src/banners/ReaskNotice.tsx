import { createLazyComponent } from '@admissions/form-react';
import { useEffect } from 'react';
import { useSnapshot } from '../session/SessionContext.tsx';

/** The notice's box, its own chunk: only an applicant with questions asked again sees it. */
export const ReaskNoticeBox = createLazyComponent(async () => (await import('./ReaskNoticeBox.tsx')).ReaskNoticeBox);

/**
 * The notice of the questions an applicant is asked again (an answer
 * migration cleared their answer, or they became required), after sign-in
 * while the application is in progress. The box names those still
 * unanswered, and goes once they are all answered.
 */
export function ReaskNotice() {
  const showing = useSnapshot(
    (snapshot) =>
      snapshot.isLoggedIn &&
      !snapshot.isServiceUser &&
      snapshot.webStatus !== 'submitted' &&
      snapshot.reaskKeys.length > 0,
  );
  useEffect(() => {
    // A chunk that failed to arrive is asked for again when the box shows.
    if (showing) ReaskNoticeBox.preload().catch(() => undefined);
  }, [showing]);
  return showing ? <ReaskNoticeBox /> : null;
}
