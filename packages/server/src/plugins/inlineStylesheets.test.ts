import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inlineStylesheets.ts';
import { withStyleSources } from './securityHeaders.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineStylesheets', () => {
  const files: Record<string, string> = {
    '/assets/app.css': 'body{margin:0}',
    '/tenant/theme.css': ':root{--theme-primary:#123456}',
  };
  const read = (href: string) => files[href];

  it('puts each known stylesheet in the page, its link kept but disabled, with the hash that allows it', () => {
    const page =
      '<head><link rel="stylesheet" crossorigin href="/assets/app.css">' +
      '<link rel="stylesheet" href="/tenant/theme.css" /></head>';
    const { html, styleSources } = inlineStylesheets(page, read);
    expect(html).toBe(
      '<head><style>body{margin:0}</style><link rel="stylesheet" href="/assets/app.css" disabled />' +
        '<style>:root{--theme-primary:#123456}</style><link rel="stylesheet" href="/tenant/theme.css" disabled /></head>',
    );
    expect(styleSources).toEqual([sha256('body{margin:0}'), sha256(':root{--theme-primary:#123456}')]);
  });

  it('leaves a link whose text is unknown, and one whose text would end the style element early', () => {
    const closing = { '/assets/evil.css': 'a{}</style><script>alert(1)</script>' };
    const page = '<link rel="stylesheet" href="/assets/other.css"><link rel="stylesheet" href="/assets/evil.css">';
    const { html, styleSources } = inlineStylesheets(page, (href) => closing[href as keyof typeof closing]);
    expect(html).toBe(page);
    expect(styleSources).toEqual([]);
  });

  it('touches no other link', () => {
    const page = '<link rel="preload" as="style" href="/assets/app.css"><link rel="icon" href="data:,">';
    expect(inlineStylesheets(page, read)).toEqual({ html: page, styleSources: [] });
  });
});

describe('withStyleSources', () => {
  const policy = "default-src 'self';script-src 'self';style-src 'self';object-src 'none'";

  it("adds the sources to the policy's style-src, leaving the other directives as they were", () => {
    expect(withStyleSources(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-a' 'sha256-b'; object-src 'none'",
    );
  });

  it('starts a style-src from default-src when the policy has none (which would otherwise govern styles)', () => {
    expect(withStyleSources("default-src 'self'; img-src data:", ["'sha256-a'"])).toBe(
      "default-src 'self'; img-src data:; style-src 'self' 'sha256-a'",
    );
  });

  it('returns the policy unchanged when there is nothing to add', () => {
    expect(withStyleSources(policy, [])).toBe(policy);
  });
});
