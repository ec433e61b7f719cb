import { describe, expect, it } from 'vitest';
import type { ApplicantPageData } from '@admissions/contracts';
import { applicantPageDataScript, readApplicantPageData } from '../applicantPageData.ts';

const data = {
  profile: {
    username: 'ada@example.com',
    answer: { first_name: 'Ada </script><script>alert(1)</script> <!-- \u2028' },
  },
  tabs: { tests: 'sat' },
  addAnother: { schools: 2 },
  lookupCategories: { hs_ceeb: { hasData: true } },
} as unknown as ApplicantPageData;

function pageWith(body: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><body>${body}</body></html>`, 'text/html');
}

describe('the data of a page the server rendered', () => {
  it('reads back as written, whatever the answers hold, and stays one inert element', () => {
    const page = pageWith(`<div id="root"></div>${applicantPageDataScript(data)}<p id="after"></p>`);
    expect(readApplicantPageData(page)).toEqual(data);
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(page.getElementById('after')).not.toBeNull();
  });

  it('is none for a page without it, or with something else in its place', () => {
    expect(readApplicantPageData(pageWith('<div id="root"></div>'))).toBeUndefined();
    for (const text of ['not json', '{"profile":{}}', 'null', '[]']) {
      const page = pageWith(`<script type="application/json" id="applicant-page-data">${text}</script>`);
      expect(readApplicantPageData(page), text).toBeUndefined();
    }
  });
});
