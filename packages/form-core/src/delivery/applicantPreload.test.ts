import { describe, expect, it } from 'vitest';
import { applicantPreloadComment, applicantPreloadPattern } from './applicantPreload.ts';

describe('applicant preload comment', () => {
  it('the pattern finds the comment the build writes, with its links whole', () => {
    const links =
      '<link rel="modulepreload" crossorigin href="/assets/a-1.js"> <link rel="modulepreload" href="/b.js">';
    const html = `<head>\n  ${applicantPreloadComment(links)}\n  <!-- another comment -->\n</head>`;
    expect(html.match(applicantPreloadPattern)?.[1]).toBe(links);
    expect(html.replace(applicantPreloadPattern, '')).not.toContain('modulepreload');
    expect(html.replace(applicantPreloadPattern, '')).toContain('<!-- another comment -->');
  });
});
