import { errorCatalogue } from '@admissions/contracts';
import { useEffect } from 'react';
import { useRouteError } from '../routing/index.ts';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';
import styles from './RootErrorPage.module.css';

/** The router's last resort: two sentences, the error logged. */
export function RootErrorPage() {
  const error = useRouteError();
  useDocumentTitle(errorCatalogue.rootErrorTitle);
  useEffect(() => {
    console.error('[app] unhandled route error:', error);
  }, [error]);
  return (
    <main className={styles.page} id="main">
      <h1>{errorCatalogue.rootErrorTitle}</h1>
      <p>{errorCatalogue.rootErrorBody}</p>
      <p>
        <a href="/">Return to the application</a>
      </p>
    </main>
  );
}
