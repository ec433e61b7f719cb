import { createHash } from 'node:crypto';

/** A page whose stylesheet links were replaced by the stylesheets' text. */
export interface InlinedStylesheets {
  html: string;
  /** The CSP sources (`'sha256-…'`) that allow exactly the `<style>` elements put in. */
  styleSources: string[];
}

const stylesheetLink = /<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * Replaces each `<link rel="stylesheet">` of `html` whose text `read` knows by
 * a `<style>` element with that text, so a page paints with no stylesheet
 * request in its way (its link kept, disabled). A link whose text `read` does not give, or that could
 * end the element early (`</style`), stays a link.
 */
export function inlineStylesheets(html: string, read: (href: string) => string | undefined): InlinedStylesheets {
  const styleSources: string[] = [];
  const inlined = html.replace(stylesheetLink, (link, href: string) => {
    const css = read(href);
    if (css === undefined || /<\/style/i.test(css)) return link;
    styleSources.push(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    // The link stays, disabled (so never fetched): the app's code loader looks for a chunk's stylesheet among the
    // page's links before it adds one and waits for it to load.
    return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled />`;
  });
  return { html: inlined, styleSources };
}
