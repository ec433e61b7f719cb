import type { ApplicantPageRequest as ContractRequest, RenderedApplicantPage } from '@admissions/contracts';
import { isBrokenTenant, type TenantModule } from '@admissions/form-core';
import { createWidgetRegistry, defaultWidgets } from '@admissions/form-react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createHttpApiClient } from '../api/createHttpApiClient.ts';
import { createAppDocumentPipeline, preloadApplicantParts } from '../app/applicantParts.ts';
import { App, createApp } from '../app/createApp.tsx';
import type { CrossTabChannel } from '../inactivity/crossTabChannel.ts';
import { appOptionsFrom, applicantPageDataScript } from './applicantPageData.ts';
import { prepareApplicantPage } from './prepareApplicantPage.ts';

export type { ApplicantPageData, RenderedApplicantPage } from '@admissions/contracts';

export type ApplicantPageRequest = ContractRequest<TenantModule>;

/** A server render asks the API nothing: everything it shows comes with the request. */
const noRequests = createHttpApiClient({
  fetch: () => Promise.reject(new Error('A server render makes no requests.')),
});

/**
 * One registry for every render (it is immutable): the form's definition index is built once per tenant and
 * widget set, and found again by their identity, instead of once per page.
 */
const registry = createWidgetRegistry(defaultWidgets);

const noOtherTabs: CrossTabChannel = { post: () => undefined, subscribe: () => () => undefined };

/**
 * Renders a signed-in applicant's form page to HTML, as the browser's first
 * render of it will be (same app, same data, same code loaded), so that the
 * browser shows the form from the page itself and then hydrates it. Resolves
 * to undefined for a page the browser should render itself (see
 * prepareApplicantPage): the server then sends the plain page.
 */
export async function renderApplicantPage(request: ApplicantPageRequest): Promise<RenderedApplicantPage | undefined> {
  if (isBrokenTenant(request.tenant)) return undefined;
  const { tenant, data } = request;
  const documents = createAppDocumentPipeline();
  await preloadApplicantParts(documents);
  const app = createApp({
    api: noRequests,
    tenant: {
      bundle: tenant.bundle,
      ...(tenant.logoUrl ? { logoUrl: tenant.logoUrl } : {}),
      validator: { load: () => Promise.reject(new Error('A server render does not validate.')) },
    },
    readCookies: () => request.cookies,
    registry,
    crossTab: noOtherTabs,
    documents,
    ...appOptionsFrom(data),
    initialEntries: [request.url],
  });
  try {
    if (!(await prepareApplicantPage(app, data))) return undefined;
    const html = renderToString(
      <StrictMode>
        <App app={app} />
      </StrictMode>,
    );
    return { html, dataScript: applicantPageDataScript(data) };
  } finally {
    // The render's cached queries go with it: none keeps a timer (and this app's stores) alive after the answer.
    app.services.queries.clear();
  }
}
