import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  ApplicantPageData,
  ApplicantPageRenderer as PageRenderer,
  RenderedApplicantPage,
} from '@admissions/contracts';
import type { TenantModule } from '@admissions/form-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applicationService } from '../applications/applicationService.ts';
import { profileResponse } from '../applications/profileRoute.ts';
import type { LookupAvailability } from '../lookup/lookupAvailability.ts';

/** What the app's server build exports (packages/app/src/ssr/renderApplicantPage.tsx). */
export type ApplicantPageRenderer = PageRenderer<TenantModule>;

/** Where `npm run build` puts the renderer: beside the built app, never inside the folder served as files. */
export function applicantPageRendererFile(staticDir: string): string {
  return join(dirname(staticDir), 'dist-ssr', 'renderApplicantPage.js');
}

/**
 * The app's page renderer, or undefined when the build has none (a build
 * made before it existed, or `vite build` alone): pages are then sent
 * unrendered, as before, and the browser renders them.
 */
export async function loadApplicantPageRenderer(file: string): Promise<ApplicantPageRenderer | undefined> {
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderApplicantPage?: unknown };
  if (typeof module.renderApplicantPage !== 'function') {
    throw new Error(`${file} does not export renderApplicantPage: rebuild the app (npm run build).`);
  }
  return module.renderApplicantPage as ApplicantPageRenderer;
}

/**
 * The data of a signed-in applicant's page, read as the API's routes read
 * it (GET /api/profile, /api/tabs, /api/add-another, /lookup/categories),
 * for the request's session: undefined without a live one (the browser's own
 * requests then take the usual path).
 */
export async function readApplicantPageData(
  app: FastifyInstance,
  request: FastifyRequest,
  lookupAvailability: LookupAvailability,
): Promise<ApplicantPageData | undefined> {
  const session = await app.sessions.find(request);
  if (!session) return undefined;
  const [profile, tabs, addAnother, lookupCategories] = await Promise.all([
    profileResponse(app.db, session, app.tenant),
    applicationService.chosenTabs(app.db, session.userId),
    applicationService.addAnotherCounts(app.db, session.userId),
    lookupAvailability.read(),
  ]);
  return { profile, tabs, addAnother, lookupCategories };
}

/**
 * Renders the requested page of a signed-in applicant's form on the server,
 * from the session's data. Undefined when the page is to be rendered by the
 * browser instead: no live session, a page the renderer declines, or a read
 * or render that fails (logged; the plain page still works).
 */
export async function renderApplicantPageFor(
  app: FastifyInstance,
  request: FastifyRequest,
  render: ApplicantPageRenderer,
  options: { tenant: TenantModule; lookupAvailability: LookupAvailability },
): Promise<RenderedApplicantPage | undefined> {
  try {
    const data = await readApplicantPageData(app, request, options.lookupAvailability);
    if (!data) return undefined;
    return await render({ tenant: options.tenant, url: request.url, cookies: request.headers.cookie ?? '', data });
  } catch (error) {
    request.log.warn({ err: error }, 'the page could not be rendered on the server; sent for the browser to render');
    return undefined;
  }
}

/**
 * At most this many pages are rendered at once by one process: a render costs
 * 15-20 ms of the server's CPU (a plain page a fraction of a millisecond), so
 * a burst of page loads, or one client asking for pages as fast as it can,
 * must not queue every other request behind renders. Past it, a page is sent
 * for the browser to render, as with server rendering off.
 */
export const maxRendersInFlight = 4;

/** `render`, giving undefined (the browser renders) while `max` renders are already under way. */
export function limitRenders<Request>(
  render: (request: Request) => Promise<RenderedApplicantPage | undefined>,
  max: number = maxRendersInFlight,
): (request: Request) => Promise<RenderedApplicantPage | undefined> {
  let inFlight = 0;
  return async (request) => {
    if (inFlight >= max) return undefined;
    inFlight += 1;
    try {
      return await render(request);
    } finally {
      inFlight -= 1;
    }
  };
}
