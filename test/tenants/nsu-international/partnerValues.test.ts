import type { TenantBundle } from '@admissions/form-core';
import { afterAll, describe, expect, it } from 'vitest';
import { copyRepositoryTenant } from '../../support/tenantCopy.ts';
import { loadRepositoryTenant } from '../../support/repositoryTenant.ts';

/** Every text an applicant reads: banners, modals, fixed texts, and every string of the pages. */
function applicantTexts(bundle: TenantBundle): string[] {
  const { banners, modals, texts } = bundle.config;
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect([banners, modals, texts ?? {}, bundle.pages]);
  return strings;
}

const copy = copyRepositoryTenant('nsu-international');
afterAll(() => copy.remove());

describe('partner values are rendered, not copied', () => {
  it('the tenant loads without problems: no unknown placeholder, every partner value shown by some text', () => {
    expect(loadRepositoryTenant('nsu-international').problems).toEqual([]);
  });

  it('changing the SAT code in tenant.json changes every text that shows it, and no text keeps the old one', () => {
    const before = loadRepositoryTenant('nsu-international').bundle!;
    const showingCode = applicantTexts(before).filter((text) => text.includes('5514'));
    // the test page's score-sending note and the submitted banner
    expect(showingCode.length).toBeGreaterThanOrEqual(2);

    copy.replaceAll('tenant.json', '"code": "5514"', '"code": "7319"');
    const after = copy.load();
    expect(after.problems).toEqual([]);
    const texts = applicantTexts(after.bundle!);
    expect(texts.filter((text) => text.includes('5514'))).toEqual([]);
    expect(texts.filter((text) => text.includes('7319'))).toHaveLength(showingCode.length);
    expect(JSON.stringify(after.bundle!.pages)).toContain('using code **7319**');
    expect(after.bundle!.config.banners.submitted.paragraphs.join(' ')).toContain('SAT code **7319**');
  });

  it('no page or tenant text writes a partner value by hand', () => {
    const { partner } = loadRepositoryTenant('nsu-international').bundle!.config;
    const written = [
      copy.read('pages/about.json'),
      copy.read('pages/education.json'),
      copy.read('pages/final-steps.json'),
    ];
    const raw = JSON.parse(copy.read('tenant.json')) as { banners: unknown; modals: unknown; texts: unknown };
    written.push(JSON.stringify([raw.banners, raw.modals, raw.texts]));
    const values = [
      partner.helpEmail,
      partner.helpPhone,
      partner.admissionOffice.email,
      partner.admissionOffice.phone,
      partner.applicationFeeUrl,
      partner.adobeReaderUrl,
      partner.testAgencies?.act?.code,
      partner.testAgencies?.act?.url,
      partner.testAgencies?.sat?.url,
    ];
    for (const value of values) for (const text of written) expect(text).not.toContain(value);
  });
});
