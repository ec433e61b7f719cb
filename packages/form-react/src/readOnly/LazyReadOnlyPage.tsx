import { createLazyComponent } from '../lazy/createLazyComponent.tsx';
import { LoadingSpinner } from '../layout/LoadingSpinner.tsx';

/**
 * ReadOnlyPage once its chunk has arrived (at once when it has); a spinner until then. The read-only view (with
 * form-core's outline builder) is its own chunk: an applicant's pages are all editable, so no first page needs it.
 * `LazyReadOnlyPage.preload()` loads it ahead.
 */
export const LazyReadOnlyPage = createLazyComponent(
  async () => (await import('./ReadOnlyPage.tsx')).ReadOnlyPage,
  <LoadingSpinner />,
);
