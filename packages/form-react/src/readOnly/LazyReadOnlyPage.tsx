import { useEffect, useState, type ComponentType } from 'react';
import { LoadingSpinner } from '../layout/LoadingSpinner.tsx';
import type { ReadOnlyPageProps } from './ReadOnlyPage.tsx';

// The read-only view (with form-core's outline builder) is its own chunk: an applicant's pages are all editable,
// so no first page needs it.
let loaded: ComponentType<ReadOnlyPageProps> | undefined;
let loading: Promise<ComponentType<ReadOnlyPageProps>> | undefined;

/** Loads the read-only view; resolves at once when it is loaded. A failed load is tried again at the next call. */
export function loadReadOnlyPage(): Promise<ComponentType<ReadOnlyPageProps>> {
  loading ??= import('./ReadOnlyPage.tsx').then(
    (module) => (loaded = module.ReadOnlyPage),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** ReadOnlyPage once its chunk has arrived (at once when it has); a spinner until then. */
export function LazyReadOnlyPage(props: ReadOnlyPageProps) {
  const [state, setState] = useState<{ Page?: ComponentType<ReadOnlyPageProps>; error?: unknown }>(() => ({
    Page: loaded,
  }));
  useEffect(() => {
    if (state.Page) return undefined;
    let current = true;
    loadReadOnlyPage().then(
      (Page) => current && setState({ Page }),
      (error: unknown) => current && setState({ error }),
    );
    return () => {
      current = false;
    };
  }, [state.Page]);
  // A failed load goes to the nearest error boundary, as a failed render would.
  if (state.error !== undefined) throw state.error;
  return state.Page ? <state.Page {...props} /> : <LoadingSpinner />;
}
