import { buildApplicationOutline, type DeliveredBundle } from '@admissions/form-core';
import { LoadingSpinner, ReadOnlyOutlinePage } from '@admissions/form-react';
import { StaffRecommendations } from '../recommendations/StaffRecommendations.tsx';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { errorMessageOf } from '../api/apiErrors.ts';
import { queryKeys } from '../api/queryKeys.ts';
import { useAppServices } from '../app/AppProviders.tsx';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';
import { StaffChecklistSection } from '../checklist/StaffChecklistSection.tsx';
import styles from './ServiceView.module.css';

/**
 * Service-user mode: a staff link's read-only,
 * print-style rendering of every page's answers, with the add-another counts
 * and tabs of the response and attached documents noted. No header, footer,
 * navigation, buttons, popover or inactivity handling.
 */
export function ServiceView({ serviceToken }: { serviceToken: string }) {
  const { api, tenant, session, registry } = useAppServices();
  useDocumentTitle('Application (read-only view)');
  useEffect(() => {
    session.store.setState({ isServiceUser: true });
  }, [session]);
  const view = useQuery({
    queryKey: queryKeys.serviceView(serviceToken),
    queryFn: () => api.getServiceView(serviceToken),
  });
  // An application submitted under an earlier version of the tenant comes with that version's
  // definition (the tenant module's bundle as it was then): it is drawn from it, as the PDF is.
  const bundle = (view.data?.definition as DeliveredBundle | undefined) ?? tenant.bundle;
  // The application's outline, computed once by form-core: this view only draws it (as the PDF does).
  const outline = useMemo(
    () =>
      view.data
        ? buildApplicationOutline({
            pages: bundle.pages,
            state: { answers: view.data.answer, tabs: view.data.tabs, addAnother: view.data.add_another },
            context: {
              optionLists: bundle.config.optionLists,
              dateWindows: bundle.config.dateWindows,
              widgets: registry.specs,
            },
            documents: view.data.document_answer,
            config: bundle.config,
          })
        : null,
    [view.data, bundle, registry],
  );

  if (view.isPending) {
    return (
      <main className={styles.sheet} id="main" tabIndex={-1}>
        <LoadingSpinner size="large" label="Loading the application…" showLabel />
      </main>
    );
  }
  if (view.isError || !outline) {
    return (
      <main className={styles.sheet} id="main" tabIndex={-1}>
        <h1>This link cannot be opened</h1>
        <p role="alert">
          {errorMessageOf(view.error)} The staff link may have expired or been revoked; please ask for a new one.
        </p>
      </main>
    );
  }
  // The tenant names the keys of the applicant's name (tenant.json applicantName).
  const name = outline.applicantName;
  return (
    <main className={styles.sheet} id="main" tabIndex={-1} data-service-view="">
      <h1>
        {bundle.config.name}
        {name ? `: ${name}` : ''}
      </h1>
      {outline.pages.map((page) => (
        <section key={page.id} aria-labelledby={`service-page-${page.id}`}>
          <h2 id={`service-page-${page.id}`}>{page.title}</h2>
          <ReadOnlyOutlinePage page={page} showTitle={false} />
        </section>
      ))}
      {view.data?.checklist ? <StaffChecklistSection checklist={view.data.checklist} /> : null}
      <StaffRecommendations recommendations={view.data.recommendations} serviceToken={serviceToken} />
    </main>
  );
}
