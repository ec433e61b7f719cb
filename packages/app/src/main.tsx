import { serverRenderedAttribute } from '@admissions/contracts';
import { isBrokenTenant } from '@admissions/form-core';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createHttpApiClient } from './api/createHttpApiClient.ts';
import { startEarlyApplicantData } from './api/earlyApplicantData.ts';
import { waitAtMost } from './api/waitAtMost.ts';
import { createAppDocumentPipeline, preloadApplicantParts } from './app/applicantParts.ts';
import { App, createApp } from './app/createApp.tsx';
import { loadTenantModule } from './tenant/loadTenantModule.ts';
import { authPaths } from './routes/createAppRoutes.tsx';
import { hasSessionCookie } from './session/hasSessionCookie.ts';
import { appOptionsFrom, readApplicantPageData } from './ssr/applicantPageData.ts';
import { renderStartFailure } from './tenant/renderStartFailure.tsx';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');
const container: HTMLElement = rootElement;
// Made when the app renders on its own (not for a server-rendered page it hydrates).
let ownRoot: Root | undefined;
const root = () => (ownRoot ??= createRoot(container));

// A signed-in applicant's form page rendered by the server carries the data it was rendered from: the first
// render is built from it (and asks for none of it again).
const pageData = readApplicantPageData(document);

// Its own chunk (with React Query), loaded with an applicant's form: not on a visitor's first page.
const documentPipeline = createAppDocumentPipeline();

// What the first view will ask for, started now beside the tenant module instead of one after another: for a form
// page with a readable cookie (the session marker: perhaps logged in) the profile, tabs and add-another counts, the
// applicant layout's code and the widgets that load on demand (an applicant's pages show them). Whether the cookie
// is the session marker is known once the tenant (its cookie prefix) is.
const onFormPage = !(authPaths as readonly string[]).includes(window.location.pathname);
const httpApi = createHttpApiClient();
const early = !pageData && onFormPage && document.cookie !== '' ? startEarlyApplicantData(httpApi) : undefined;
// Every form page asks which lookup categories have data. Asked now, it has answered before a signed-in
// applicant's first render (which waits for the profile), sparing the page a second render of its widgets.
const fromPage = pageData ? appOptionsFrom(pageData) : undefined;
const lookupCategories = fromPage ? fromPage.lookupCategories : onFormPage ? httpApi.lookupCategories() : undefined;
// Until the app takes it, a failure is nobody's: no unhandled rejection (the app's first read asks again).
lookupCategories?.catch(() => undefined);
// For such a page the first render waits for the applicant's code (fetched beside the first script, see
// index.html): rendered at once, the page would show a spinner and then each lazy part as it arrives, a render of
// the whole page for each. A part that failed to arrive is asked for again when it shows.
// Whether they all arrived: a server-rendered page is hydrated only with every part it was rendered with.
const applicantParts =
  early || pageData
    ? preloadApplicantParts(documentPipeline).then(
        () => true,
        () => false,
      )
    : undefined;

/** How long a signed-in page's first render waits, once its code is there, for the data that was asked early. */
const firstRenderWaitMs = 150;

/**
 * Starts the app. Not awaited at the top level: the lazy chunks import this one, and a module still evaluating
 * (suspended on a top-level await) would hold every import of them until it finished.
 */
async function start(): Promise<void> {
  try {
    // The tenant comes from the server at run time (index.html names its module): the build holds none.
    const tenant = await loadTenantModule();
    if (isBrokenTenant(tenant)) {
      // Only the dev server sends one: show the problems loudly instead of a half-working form.
      (await import('./tenant/renderConfigurationErrors.tsx')).renderConfigurationErrors(root(), tenant);
      return;
    }
    const signedIn =
      (early !== undefined || pageData !== undefined) &&
      hasSessionCookie(document.cookie, tenant.bundle.config.identityProviderCookiePrefix);
    if (early && !signedIn) early.discard();
    const app = createApp({
      api: early?.api ?? httpApi,
      tenant: {
        bundle: tenant.bundle,
        ...(tenant.logoUrl ? { logoUrl: tenant.logoUrl } : {}),
        // The loader (its own chunk), the validator module and the data model's key types it exports load when the
        // app first validates (submit, or a page while validating): not on the first route.
        validator: {
          load: async () => (await import('./tenant/loadTenantValidator.ts')).loadTenantValidator(tenant.validatorUrl),
        },
      },
      documents: documentPipeline,
      lookupCategories,
      ...(signedIn && early ? { earlyAnswers: early.answers } : {}),
      ...(signedIn && fromPage ? { earlyAnswers: fromPage.earlyAnswers } : {}),
    });
    // The app's shared read takes the request started above; its answer is the page's at its first render.
    if (onFormPage) void app.services.lookupCategories().catch(() => undefined);
    if (signedIn && pageData && (await applicantParts)) {
      // The server's page, shown since the document arrived, becomes the app (the page it was rendered as). The
      // hydration's code is in the signed-in chunk, loaded with the applicant's parts above: not on a visitor's page.
      const { hydrateApplicantPage } = await import('./ssr/hydrateApplicantPage.tsx');
      if (await hydrateApplicantPage(container, app, pageData)) return;
    }
    if (signedIn && early) {
      await applicantParts;
      // The page's first render is the form itself when the profile, tabs and add-another counts are there (the
      // server sent them beside the scripts; reading their bodies takes a few more tasks). Rendered before them, it
      // is the spinner, painted, and then the whole page again. A slow answer does not hold an empty page: after
      // firstRenderWaitMs the spinner shows and the data fills the page when it comes.
      // (A failed lookup-categories request is the app's to ask again: it must not end the wait for the profile.)
      await waitAtMost(Promise.all([early.settled(), lookupCategories?.catch(() => undefined)]), firstRenderWaitMs);
    }
    root().render(
      <StrictMode>
        <App app={app} />
      </StrictMode>,
    );
  } catch (error) {
    renderStartFailure(root(), error);
  } finally {
    // The server's page is the app's now (hydrated, or rendered anew): laid out whole, as any page the app renders.
    container.removeAttribute(serverRenderedAttribute);
  }
}

void start();
