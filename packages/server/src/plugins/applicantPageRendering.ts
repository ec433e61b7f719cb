import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TenantModule } from '@admissions/form-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The reads a signed-in applicant's form page is rendered from, by the names the renderer takes them. */
const pageReads = {
  profile: '/api/profile',
  tabs: '/api/tabs',
  addAnother: '/api/add-another',
  lookupCategories: '/lookup/categories',
} as const;

type PageData = Record<keyof typeof pageReads, object>;

/** A rendered page: the app's markup for the root element and the script element with its data. */
export interface RenderedApplicantPage {
  html: string;
  dataScript: string;
}

/** What the app's server build exports (packages/app/src/ssr/renderApplicantPage.tsx). */
export type ApplicantPageRenderer = (request: {
  tenant: TenantModule;
  url: string;
  cookies: string;
  data: PageData;
}) => Promise<RenderedApplicantPage | undefined>;

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
 * Renders the requested page of a signed-in applicant's form on the server.
 * The data comes from the API's own routes, asked in-process with the
 * request's cookies (the same authentication, answers and serialisation the
 * browser would get). Undefined when the page is to be rendered by the
 * browser instead: a read that does not answer 200 (no session, an expired
 * one: the browser's own request then takes the usual path), a page the
 * renderer declines, or a render that fails (logged; the plain page still
 * works).
 */
export async function renderApplicantPageFor(
  app: FastifyInstance,
  request: FastifyRequest,
  render: ApplicantPageRenderer,
  tenant: TenantModule,
): Promise<RenderedApplicantPage | undefined> {
  const cookies = request.headers.cookie ?? '';
  try {
    const answers = await Promise.all(
      Object.values(pageReads).map((url) =>
        app.inject({ method: 'GET', url, headers: { cookie: cookies }, remoteAddress: request.ip }),
      ),
    );
    if (answers.some((answer) => answer.statusCode !== 200)) return undefined;
    const data = Object.fromEntries(
      Object.keys(pageReads).map((name, index) => [name, answers[index]?.json() as object]),
    ) as PageData;
    return await render({ tenant, url: request.url, cookies, data });
  } catch (error) {
    request.log.warn({ err: error }, 'the page could not be rendered on the server; sent for the browser to render');
    return undefined;
  }
}
