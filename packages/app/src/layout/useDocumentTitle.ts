import { useContext, useEffect } from 'react';
import { TenantContext } from '../tenant/TenantContext.tsx';

// The title the server put in index.html (the tenant's document title), for pages outside the tenant's context.
const servedTitle = typeof document === 'undefined' ? '' : document.title;

/** Every route sets a unique document title: "<page> | <the tenant's document title>". */
export function useDocumentTitle(pageTitle: string): void {
  const tenant = useContext(TenantContext);
  const applicationTitle = tenant?.bundle.config.branding?.documentTitle ?? servedTitle;
  useEffect(() => {
    document.title = applicationTitle ? `${pageTitle} | ${applicationTitle}` : pageTitle;
  }, [pageTitle, applicationTitle]);
}
