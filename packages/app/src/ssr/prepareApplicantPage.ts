import type { CreatedApp } from '../app/createApp.tsx';
import { deriveWebStatus } from '../session/deriveWebStatus.ts';
import type { ApplicantPageData } from '@admissions/contracts';

/**
 * Fills a new app's stores from a page's data before its first render, as
 * the application gate does once the applicant's reads have answered: the
 * first render is then the form itself, on the server and in the browser
 * alike. Resolves to whether that render is the page asked for. It is not
 * (and the page is left to the browser's own first render) for anything but
 * a form page of a signed-in applicant whose application is under way: a
 * prefill or staff link, a first visit (the browser records the start), a
 * submitted application (held on /completion) and a returning applicant who
 * resumes on another page all take the gate's path.
 */
export async function prepareApplicantPage(app: CreatedApp, data: ApplicantPageData): Promise<boolean> {
  const { services, router } = app;
  const { pathname, search } = router.state.location;
  if (!services.tenant.bundle.pages.some((page) => page.path === pathname)) return false;
  const params = new URLSearchParams(search);
  if (params.has('token') || params.has('service_token')) return false;
  if (!services.session.store.getState().isLoggedIn) return false;
  const webStatus = deriveWebStatus(data.profile.web_status);
  if (webStatus !== 'started' && webStatus !== 'validating') return false;
  // Settled before the render: the widgets read which lookup categories have data at their first render.
  await services.lookupCategories();
  const resumeAt = await services.flow.hydrate({
    profile: data.profile,
    tabs: data.tabs,
    addAnother: data.addAnother,
    carriedAnswers: {},
    currentPath: pathname,
  });
  return resumeAt === null;
}
