import { useEffect } from 'react';

/** Every route sets a unique document title: "<page> | <application>". */
export function useDocumentTitle(pageTitle: string, applicationName = 'Undergraduate Application'): void {
  useEffect(() => {
    document.title = `${pageTitle} | ${applicationName}`;
  }, [pageTitle, applicationName]);
}
