import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  collectDefinitionKeys,
  defaultWidgetSpecs,
  isKnownOptionList,
  isQuestion,
  questionParts,
  walkPage,
} from '@admissions/form-core';
import type { QuestionDefinition, TextareaOptions, TextOptions } from '@admissions/form-core';
import { describe, expect, it } from 'vitest';
import { loadTenantBundle, readTenantJson, tenantDir } from './loadTenantBundle.ts';
import { specFieldKeys } from './specFieldKeys.ts';

const bundle = loadTenantBundle();
const { config, pages, dataModel, errorSummary } = bundle;
const definitionKeys = collectDefinitionKeys(pages);
const questions: { pageId: string; question: QuestionDefinition }[] = [];
for (const page of pages) {
  walkPage(page, (item) => {
    if (isQuestion(item)) questions.push({ pageId: page.id, question: item });
  });
}

describe('tenant files load', () => {
  it('tenant.json names its default route and files that exist', () => {
    expect(config.defaultRoute).toBe('/about');
    const listed = [...config.pages, ...config.schemas, config.dataModel, config.errorSummary];
    expect(listed).toHaveLength(8);
    for (const path of listed) expect(existsSync(join(tenantDir, path)), path).toBe(true);
  });

  it('every file names its JSON Schema with a $schema that resolves from its own folder', () => {
    const expected: Record<string, string> = {
      'tenant.json': 'packages/form-core/schema/tenant.schema.json',
      'data-model.json': 'packages/form-core/schema/data-model.schema.json',
      'error-summary.json': 'packages/form-core/schema/error-summary.schema.json',
      ...Object.fromEntries(config.pages.map((p) => [p, 'packages/form-core/schema/page.schema.json'])),
    };
    const repoRoot = resolve(tenantDir, '../..');
    for (const [file, target] of Object.entries(expected)) {
      const { $schema } = readTenantJson<{ $schema: string }>(file);
      expect(resolve(join(tenantDir, file, '..'), $schema), file).toBe(join(repoRoot, target));
    }
    for (const file of config.schemas) {
      expect(readTenantJson<{ $schema: string }>(file).$schema, file).toBe('http://json-schema.org/draft-07/schema#');
    }
  });

  it('has the three steps with their ids, paths and titles', () => {
    expect(pages.map(({ id, path, step, title }) => ({ id, path, step, title }))).toEqual([
      { id: 'about', path: '/about', step: 1, title: 'About You' },
      { id: 'education', path: '/education', step: 2, title: 'Your Academics' },
      { id: 'final-steps', path: '/final-steps', step: 3, title: 'Final Steps' },
    ]);
  });
});

describe('the fields the application asks', () => {
  for (const [pageId, keys] of Object.entries(specFieldKeys)) {
    it(`every ${pageId} field is defined by the ${pageId} page`, () => {
      const definedOnPage = new Set(definitionKeys.filter((k) => k.pageId === pageId).map((k) => k.key));
      expect(keys.filter((key) => !definedOnPage.has(key))).toEqual([]);
    });
  }

  it('no question key is defined twice', () => {
    const byKey = new Map<string, Set<string>>();
    for (const { key, path } of definitionKeys) byKey.set(key, (byKey.get(key) ?? new Set()).add(path));
    expect([...byKey].filter(([, paths]) => paths.size > 1).map(([key]) => key)).toEqual([]);
  });
});

describe('data model', () => {
  it('holds exactly the answer keys the pages produce', () => {
    const produced = new Set(definitionKeys.map((k) => k.key));
    expect(Object.keys(dataModel.keys).filter((key) => !produced.has(key))).toEqual([]);
    expect([...produced].filter((key) => !(key in dataModel.keys))).toEqual([]);
  });

  it('types checkboxes and checks as boolean, uploads as document, every other answer as string', () => {
    for (const { key, question } of definitionKeys) {
      const part = questionParts(question).find((candidate) => candidate.key === key);
      // A key that is not a part is a `_desc` label: text.
      expect(dataModel.keys[key]?.type, key).toBe(part?.type ?? 'string');
    }
  });

  it('stores a _desc companion for every coded answer: selects, radios, addresses, month/years, schools', () => {
    const coded = definitionKeys.filter(({ key, question }) =>
      questionParts(question).some((part) => part.key === key && part.coded),
    );
    const widgetsWithCodes = new Set(coded.map(({ question }) => question.widget));
    expect([...widgetsWithCodes].sort()).toEqual([
      'address',
      'conditionalSelect',
      'monthYear',
      'radio',
      'schoolSearch',
      'select',
    ]);
    expect(coded.length).toBeGreaterThan(100);
    for (const { key } of coded) expect(dataModel.keys, key).toHaveProperty(`${key}_desc`);
  });
});

describe('error summary', () => {
  // An entry is optional (a message links to its question's page anyway), so a key left out is no mistake;
  // a key under two pages or under a page that does not ask it is one, and config-lint reports both
  // (error-summary-multiple-pages, error-summary-page).
  it('maps no key to two pages', () => {
    const mapped = Object.entries(errorSummary.pages).flatMap(([pageId, keys]) => keys.map((key) => ({ pageId, key })));
    const seen = new Map<string, string[]>();
    for (const { pageId, key } of mapped) seen.set(key, [...(seen.get(key) ?? []), pageId]);
    expect([...seen].filter(([, ids]) => ids.length > 1)).toEqual([]);
  });

  it('maps a key to the page that asks the question', () => {
    for (const [pageId, keys] of Object.entries(errorSummary.pages)) {
      for (const key of keys) {
        const owner = definitionKeys.find((k) => k.key === key);
        expect(owner?.pageId, key).toBe(pageId);
      }
    }
  });
});

describe('questions', () => {
  it('text areas use the configured character limit of 7000', () => {
    expect(config.characterLimit).toBe(7000);
    const textareas = questions.filter(({ question }) => question.widget === 'textarea');
    expect(textareas.length).toBeGreaterThanOrEqual(5);
    for (const { question } of textareas) {
      expect((question as QuestionDefinition<TextareaOptions>).options?.characterLimit, question.key).toBe(7000);
    }
  });

  it('text inputs keep the 45-character default unless they need more room', () => {
    const maxLength = (question: QuestionDefinition) =>
      (question as QuestionDefinition<TextOptions>).options?.maxLength;
    const longer = questions
      .filter(({ question }) => question.widget === 'text' && (maxLength(question) ?? 45) > 45)
      .map(({ question }) => question.key);
    // emails, employers, signatures and free descriptions: names of people stay at 45
    for (const key of longer) expect(key).toMatch(/email|employer|occupation|signature|_other$/);
  });

  it("names the autofill purpose of the applicant's own identity, contact and address inputs only", () => {
    const withAutocomplete = Object.fromEntries(
      questions
        .map(({ question }) => [
          question.key,
          (question.options as { autocomplete?: unknown } | undefined)?.autocomplete,
        ])
        .filter(([, token]) => token !== undefined),
    );
    // WCAG 1.3.5: never on answers about parents, counselors or schools.
    expect(withAutocomplete).toEqual({
      first_name: 'given-name',
      middle_name: 'additional-name',
      last_name: 'family-name',
      preferred_name: 'nickname',
      birth_date: 'bday',
      phone_home: 'tel-national',
      phone_mobile: 'tel-national',
      phone_international: 'tel',
      phone_mobile_international: 'tel',
      address_line_1: true,
      mailing_address_line_1: 'shipping',
    });
  });

  it('every option list a question names exists', () => {
    for (const { question } of questions) {
      const uses = defaultWidgetSpecs.get(question.widget)?.optionLists?.(question) ?? [];
      for (const { reference } of uses) {
        expect(isKnownOptionList(reference.list, config.optionLists), reference.list).toBe(true);
      }
    }
  });
});

describe('tenant.json partner configuration, branding and content', () => {
  const { partner } = config;
  it('has the test agency codes, score-sending links and the external links', () => {
    expect(config.branding.shortName).toBe('NSU');
    expect(partner.testAgencies?.sat?.code).toBe('5514');
    expect(partner.testAgencies?.act?.code).toBe('6706');
    for (const agency of Object.values(partner.testAgencies ?? {})) expect(agency.url).toMatch(/^https:\/\//);
    expect(partner.adobeReaderUrl).toBe('https://get.adobe.com/reader/');
    expect(partner.applicationFeeUrl).toMatch(/^https:\/\//);
    expect(config.identityProviderCookiePrefix).toBe('CognitoIdentityServiceProvider');
    expect(config.applicantName?.keys).toEqual(['first_name', 'last_name']);
  });

  it('has a banner for each user state, the submitted one linking the application fee payment', () => {
    const text = (block: { title?: string; paragraphs: string[] }) => [block.title, ...block.paragraphs].join(' ');
    expect(text(config.banners.firstLogin)).toMatch(/welcome/i);
    expect(text(config.banners.firstLogin)).toMatch(/essay requirement is waived/);
    expect(text(config.banners.firstLogin)).toMatch(/priority consideration/);
    expect(text(config.banners.firstLogin)).toMatch(/test-optional/);
    expect(text(config.banners.laterLogin)).toMatch(/welcome back/i);
    expect(text(config.banners.laterLogin)).toMatch(/finish now/i);
    expect(text(config.banners.submitted)).toMatch(/thank you/i);
    expect(text(config.banners.submitted)).toContain(`](${partner.applicationFeeUrl})`);
    expect(text(config.banners.submitted)).toContain(`SAT code **${partner.testAgencies?.sat?.code}**`);
    expect(text(config.banners.firstVisit).length).toBeGreaterThan(20);
  });

  it('has the Help and Privacy modals and the completion text, their contacts and links from the partner values', () => {
    const help = config.modals.help.paragraphs.join(' ');
    expect(help).toContain(partner.helpEmail);
    expect(help).toContain(partner.helpPhone);
    expect(help).toContain(`](${partner.adobeReaderUrl})`);
    expect(help).toContain(partner.admissionOffice.address.line1);
    expect(help).toContain(partner.admissionOffice.email);
    const privacy = config.modals.privacy.paragraphs.join(' ');
    expect(privacy).toMatch(/cookie/i);
    expect(privacy).toMatch(/no tracking/i);
    expect(privacy).toContain(`](${partner.privacyPolicyUrl})`);
    expect(config.texts?.completion).toBe('Your application was successfully submitted.');
    expect(config.texts?.completionNextSteps).toContain(`](${partner.applicationFeeUrl})`);
  });

  it('names the SAT and ACT codes on the test page as in the partner configuration', () => {
    const education = JSON.stringify(pages[1]);
    expect(education).toContain(`**${partner.testAgencies?.sat?.code}**`);
    expect(education).toContain(`**${partner.testAgencies?.act?.code}**`);
    expect(education).toContain(partner.testAgencies?.sat?.url);
    expect(education).toContain(partner.testAgencies?.act?.url);
  });

  it('has a priority-deadline date window used by the date-window alert', () => {
    const deadline = config.dateWindows.priorityDeadline;
    expect(deadline).toBeDefined();
    expect(deadline!.start < deadline!.end).toBe(true);
    expect(JSON.stringify(pages[2])).toContain('"window":"priorityDeadline"');
  });
});
