import { PassThrough, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverRenderedAttribute, type RenderedApplicantPage } from '@admissions/contracts';
import { chosenEncoding, varyOnAcceptEncoding } from './compression.ts';

const rootElement = '<div id="root"></div>';

/** A signed-in page's HTML in two parts: up to the root element's content, and from its end. */
export interface ApplicantPageTemplate {
  /** The document up to and including the root element's start tag (the head: stylesheets and the tenant's head). */
  head: string;
  /** From the root element's end tag to the end of the document. */
  tail: string;
}

/** The app's scripts and their preloads, as the build writes them into index.html's head. */
const scriptTags = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * Splits a page template (the build's index.html, filled) at its empty root
 * element, makes the applicant's preloaded stylesheets stylesheets, and moves
 * the app's scripts and their preloads from the head to after the root. A page the server rendered paints with its stylesheets
 * alone; sent in the head, the scripts would be fetched and compiled while
 * the server renders and the browser lays the page out, on the same cores
 * (on a phone, on the same connection too), and the hydration they run
 * cannot start before the page is parsed anyway.
 */
export function applicantPageTemplate(html: string): ApplicantPageTemplate {
  const at = html.indexOf(rootElement);
  if (at < 0) throw new Error(`the built index.html has no ${rootElement}`);
  const open = '<div id="root">'.length;
  const scripts: string[] = [];
  const head = `${html.slice(0, at)}<div id="root" ${serverRenderedAttribute}>`
    .replace(scriptTags, (tag) => {
      scripts.push(tag);
      return '';
    })
    // The applicant's stylesheets, preloaded for a page the browser renders, style this one from its first paint.
    .replace(/<link rel="preload" as="style"/g, '<link rel="stylesheet"');
  const tail = html.slice(at + open).replace('</div>', () => `</div>\n    ${scripts.join('\n    ')}`);
  return { head, tail };
}

/**
 * A stream that compresses as the browser accepts; `flush` pushes out what was written so far and calls back once
 * it has.
 */
function bodyStream(
  request: FastifyRequest,
  reply: FastifyReply,
): { stream: Transform; flush(done: () => void): void } {
  varyOnAcceptEncoding(reply);
  const encoding = chosenEncoding(request);
  if (encoding === 'br') {
    reply.header('content-encoding', 'br');
    const stream = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { stream, flush: (done) => stream.flush(constants.BROTLI_OPERATION_FLUSH, done) };
  }
  if (encoding === 'gzip') {
    reply.header('content-encoding', 'gzip');
    const stream = createGzip({ level: 6 });
    return { stream, flush: (done) => stream.flush(constants.Z_SYNC_FLUSH, done) };
  }
  return { stream: new PassThrough(), flush: (done) => done() };
}

/**
 * Sends a page that may be a signed-in applicant's: its head at once (the
 * browser starts on the stylesheets and scripts while the server reads the
 * applicant's data and renders), then the rendered form and its data, or,
 * when `render` gives none, the empty root and the data requests for the
 * browser's app to make. Never cached: the page may hold the applicant's
 * answers.
 */
export function sendApplicantPage(
  request: FastifyRequest,
  reply: FastifyReply,
  template: ApplicantPageTemplate,
  render: () => Promise<RenderedApplicantPage | undefined>,
): FastifyReply {
  reply.header('Cache-Control', 'no-store');
  const { stream, flush } = bodyStream(request, reply);
  stream.write(template.head);
  // The reads and the render run on this thread, most of it without a turn of the event loop: started at once,
  // they would hold the head (its compression finishes in a later turn) until they end. So they start once the
  // head is compressed and the response is flowing to the socket, and a turn later (when it has been written).
  let flushed = false;
  let flowing = false;
  const startWhenSent = () => {
    if (flushed && flowing) setImmediate(() => void renderRest());
  };
  flush(() => {
    flushed = true;
    startWhenSent();
  });
  stream.once('resume', () => {
    flowing = true;
    startWhenSent();
  });
  const renderRest = () =>
    render().then(
      (page) => {
        stream.end(
          page ? `${page.html}${template.tail.replace('</div>', () => `</div>${page.dataScript}`)}` : tailOf(template),
        );
      },
      // The renderer answers undefined for its own failures; this is for anything else: the page still works.
      (error: unknown) => {
        request.log.error({ err: error }, 'rendering a page failed; sent for the browser to render');
        stream.end(tailOf(template));
      },
    );
  return reply.send(stream);
}

/** The end of a page the browser is to render: its app asks for the data itself. */
function tailOf(template: ApplicantPageTemplate): string {
  return template.tail;
}
