import { createLazyComponent } from '@admissions/form-react';
import { useEffect } from 'react';
import { useSnapshot } from '../session/SessionContext.tsx';

export { validationSummaryTitle } from './validationSummaryTitle.ts';

/**
 * The summary's box, its own chunk: only a signed-in applicant validates, so a visitor's page never needs it.
 * Nothing shows until it has arrived.
 */
export const ValidationSummaryBox = createLazyComponent(
  async () => (await import('./ValidationSummaryBox.tsx')).ValidationSummaryBox,
);

/**
 * The validation summary, shown only while web_status is validating (see
 * ValidationSummaryBox). Its code loads as soon as an applicant is signed in,
 * before it can be needed.
 */
export function ValidationSummary() {
  const isLoggedIn = useSnapshot((snapshot) => snapshot.isLoggedIn);
  const validating = useSnapshot((snapshot) => snapshot.isLoggedIn && snapshot.webStatus === 'validating');
  useEffect(() => {
    // A chunk that failed to arrive is asked for again when the box shows.
    if (isLoggedIn) ValidationSummaryBox.preload().catch(() => undefined);
  }, [isLoggedIn]);
  return validating ? <ValidationSummaryBox /> : null;
}
