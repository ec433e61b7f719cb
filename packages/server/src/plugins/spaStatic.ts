import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  applicantPreloadPattern as applicantPreloads,
  injectTenantHead,
  tenantAssetsPrefix,
  type TenantDelivery,
} from '@admissions/form-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { StartupError } from '../db/openDatabase.ts';
import type { RenderedApplicantPage } from '@admissions/contracts';
import { applicantPageTemplate, sendApplicantPage } from './applicantPageResponse.ts';
import { precompress, sendPrecompressed } from './compression.ts';
import { inlineStylesheets } from './inlineStylesheets.ts';
import { withStyleSources } from './securityHeaders.ts';
import { quoteInput } from '../http/echoedInput.ts';

/** Path prefixes that belong to the API or the tenant's files; everything else is the SPA. */
export const apiPrefixes = [
  '/api/',
  '/public/',
  '/service/',
  '/lookup/',
  '/docs',
  '/healthz',
  '/readyz',
  '/metrics',
  '/uploads/',
  tenantAssetsPrefix,
];

/** Cache-Control of files whose URL holds their content hash: the build's assets and the tenant's files. */
export const immutableCaching = 'public, max-age=31536000, immutable';

/**
 * The built app's index.html with the tenant's head: its title, description,
 * theme colour and the tenant module (the build holds no tenant: a marker
 * marks where the server puts it).
 */
function renderIndexHtml(indexFile: string, delivery: TenantDelivery): string {
  try {
    return injectTenantHead(readFileSync(indexFile, 'utf8'), delivery);
  } catch (error) {
    throw new StartupError(`cannot serve ${indexFile}: ${(error as Error).message}`);
  }
}

function forVisitor(html: string): string {
  return html.replace(applicantPreloads, '');
}

/**
 * A page that may be logged in: the applicant's chunks preloaded. Its data (profile, tabs, add-another counts, the
 * lookup categories) is asked by the app's own requests, which name their Content-Type like every call it makes (a
 * preload link cannot); a page the server rendered carries that data in the page instead.
 */
function forApplicant(html: string): string {
  return html.replace(applicantPreloads, (_comment, links: string) => links);
}

/**
 * The template of a page the server renders: its stylesheets (the app's and the tenant's colours) in the page
 * itself, so that it paints as soon as it arrives. Their links would be requests to this server while it renders the
 * page, on the thread that renders it. With the CSP sources that allow exactly those styles.
 */
function renderedPageOf(html: string, staticDir: string, delivery: TenantDelivery) {
  const template = applicantPageTemplate(html);
  const { html: head, styleSources } = inlineStylesheets(template.head, (href) => {
    const tenantFile = delivery.files.get(href);
    if (tenantFile) return typeof tenantFile.body === 'string' ? tenantFile.body : undefined;
    const file = join(staticDir, 'assets', basename(href));
    return href.startsWith('/assets/') && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  });
  return { template: { ...template, head }, styleSources };
}

export interface SpaStaticOptions {
  /** Whether a page request may come from a logged-in applicant (its page then starts the profile request). */
  mayBeLoggedIn?: (request: FastifyRequest) => boolean;
  /**
   * Renders a signed-in applicant's form page on the server (see applicantPageRendering.ts); undefined for a
   * page the browser is to render. Asked only for a request that may be logged in and has no query string.
   */
  renderApplicantPage?: (request: FastifyRequest) => Promise<RenderedApplicantPage | undefined>;
}

/**
 * Serves the built SPA: hashed assets with long caching, and index.html (with
 * the tenant's head) for any other GET so that client-side routes (/about,
 * /login, ...) load on refresh. Each file goes as the best copy the browser
 * accepts: the build's .br / .gz beside it, index.html compressed once here.
 */
export async function registerSpaStatic(
  app: FastifyInstance,
  staticDir: string | undefined,
  delivery: TenantDelivery,
  options: SpaStaticOptions = {},
): Promise<void> {
  const indexFile = staticDir ? join(staticDir, 'index.html') : undefined;
  const rendered = indexFile && existsSync(indexFile) ? renderIndexHtml(indexFile, delivery) : undefined;
  const indexHtml = rendered === undefined ? undefined : precompress(forVisitor(rendered));
  const applicantIndexHtml = rendered === undefined ? undefined : precompress(forApplicant(rendered));
  // A page rendered on the server: the applicant's chunks preloaded, the data in the page instead of asked for.
  const renderedPage =
    rendered === undefined || !staticDir
      ? undefined
      : renderedPageOf(
          rendered.replace(applicantPreloads, (_comment, links: string) => links),
          staticDir,
          delivery,
        );
  // The CSP of a rendered page: the policy every page gets, plus the hashes of its styles (worked out once).
  let renderedPagePolicy: { from: string; to: string } | undefined;
  const renderedPageCsp = (policy: string, styleSources: readonly string[]): string => {
    if (renderedPagePolicy?.from !== policy) {
      renderedPagePolicy = { from: policy, to: withStyleSources(policy, styleSources) };
    }
    return renderedPagePolicy.to;
  };
  if (indexHtml !== undefined && staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      wildcard: false,
      // The template: index.html is only ever served with the tenant's head (below).
      globIgnore: ['index.html', 'index.html.*'],
      // The build's .br and .gz copies, chosen by Accept-Encoding, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header('Cache-Control', path.includes('/assets/') ? immutableCaching : 'no-cache');
      },
    });
  } else if (staticDir) {
    app.log.warn(`No built app found at ${staticDir ?? '(none)'}; run "npm run build" to serve the SPA.`);
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = apiPrefixes.some((prefix) => path.startsWith(prefix));
    if (request.method === 'GET' && !isApi && renderedPage && indexHtml && applicantIndexHtml) {
      reply.header('Vary', 'Cookie').type('text/html; charset=utf-8');
      const mayBeLoggedIn = options.mayBeLoggedIn?.(request) ?? false;
      const render = options.renderApplicantPage;
      // Never with a query string: the page would then hold the applicant's answers beside text from the address,
      // which another site can choose in a link (compressed together, their length could tell an answer).
      if (mayBeLoggedIn && render && !request.url.includes('?')) {
        const csp = reply.getHeader('content-security-policy');
        if (typeof csp === 'string')
          reply.header('content-security-policy', renderedPageCsp(csp, renderedPage.styleSources));
        return sendApplicantPage(request, reply, renderedPage.template, () => render(request));
      }
      reply.header('Cache-Control', 'no-cache');
      return sendPrecompressed(request, reply, mayBeLoggedIn ? applicantIndexHtml : indexHtml);
    }
    return reply.code(404).send({ message: `No route for ${request.method} ${quoteInput(path)}.` });
  });
}
