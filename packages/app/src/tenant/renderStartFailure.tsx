import { errorCatalogue } from '@admissions/contracts';
import type { Root } from 'react-dom/client';

/**
 * When the tenant cannot be loaded (offline, or a server restarted with a
 * changed tenant since this page was served), the root error page's words and
 * a way to try again; the cause goes to the console.
 */
export function renderStartFailure(root: Root, error: unknown): void {
  console.error('[app] the application could not start:', error);
  root.render(
    <main id="main" style={{ maxWidth: '40rem', margin: '3rem auto', padding: '0 1rem', fontFamily: 'system-ui' }}>
      <h1>{errorCatalogue.rootErrorTitle}</h1>
      <p>{errorCatalogue.rootErrorBody}</p>
      <p>
        <a href={window.location.href}>Reload the page</a>
      </p>
    </main>,
  );
}
