import { PageRenderer } from '@admissions/form-react';
import { useLocation } from '../routing/index.ts';
import { useAppServices } from '../app/AppProviders.tsx';
import { useDocumentServices } from '../documents/DocumentServicesContext.tsx';
import { useValidationErrors } from '../flow/useValidationErrors.ts';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';
import { useSnapshot } from '../session/SessionContext.tsx';
import { PageIntro } from './PageIntro.tsx';
import { useFormServices } from './useFormServices.ts';

/** One step of the application: the tenant page for the current path, rendered by form-react. */
export function FormPage() {
  const { tenant, answers, registry } = useAppServices();
  const { pathname } = useLocation();
  const page = tenant.bundle.pages.find((candidate) => candidate.path === pathname);
  const stepCount = tenant.bundle.pages.length;
  useDocumentTitle(page ? `${page.title} (Step ${page.step} of ${stepCount})` : 'Application');
  const validating = useSnapshot((snapshot) => snapshot.isLoggedIn && snapshot.webStatus === 'validating');
  const errors = useValidationErrors();
  const services = useFormServices(useDocumentServices());
  if (!page) return null;
  return (
    <>
      <PageIntro title={page.title} />
      <PageRenderer
        page={page}
        registry={registry}
        store={answers}
        errors={errors}
        showErrors={validating}
        mode="edit"
        services={services}
        showTitle={false}
      />
    </>
  );
}
