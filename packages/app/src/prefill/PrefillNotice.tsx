import { createLazyComponent } from '@admissions/form-react';
import { useEffect } from 'react';
import { useSnapshot } from '../session/SessionContext.tsx';

/** The notice's box, its own chunk: only a signed-in applicant is offered a link's answers. */
export const PrefillNoticeBox = createLazyComponent<{ onClosed: () => void }>(
  async () => (await import('./PrefillNoticeBox.tsx')).PrefillNoticeBox,
);

/**
 * The notice of a prefill link's answers offered to a signed-in applicant,
 * shown while the offer is pending and the applicant has not closed it. Its
 * code loads as soon as an applicant is signed in, before it can be needed.
 */
export function PrefillNotice({ onClosed }: { onClosed: () => void }) {
  const isLoggedIn = useSnapshot((snapshot) => snapshot.isLoggedIn);
  const showing = useSnapshot((snapshot) => snapshot.prefillOffer !== null && !snapshot.prefillOffer.dismissed);
  useEffect(() => {
    // A chunk that failed to arrive is asked for again when the box shows.
    if (isLoggedIn) PrefillNoticeBox.preload().catch(() => undefined);
  }, [isLoggedIn]);
  return showing ? <PrefillNoticeBox onClosed={onClosed} /> : null;
}
