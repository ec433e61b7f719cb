import { isAddAnother, isQuestion, validateAnswers, walkPage } from '@admissions/form-core';
import type { Answers, FormState, QuestionDefinition } from '@admissions/form-core';
import { describe, expect, it } from 'vitest';
import { loadRepositoryTenant } from '../../support/repositoryTenant.ts';
import { validTransfer } from './validTransfer.ts';

const loaded = loadRepositoryTenant('demo-college');
const bundle = loaded.bundle!;
const testNow = new Date(2026, 10, 2, 12, 0);

function validate(change: Answers, state: Partial<FormState> = {}) {
  return validateAnswers({
    validator: loaded.validation!.validator,
    pages: bundle.pages,
    dataModel: bundle.dataModel,
    state: { answers: { ...validTransfer, ...change }, tabs: {}, addAnother: {}, ...state },
    context: { optionLists: bundle.config.optionLists, dateWindows: bundle.config.dateWindows, now: testNow },
  });
}

describe('tenants/demo-college', () => {
  it('loads without problems, with its own branding, logo and partner values', () => {
    expect(loaded.problems).toEqual([]);
    expect(bundle.config.branding.institutionName).toBe('Demo College of the Lakes');
    expect(loaded.logo).toMatchObject({ contentType: 'image/svg+xml' });
    expect(bundle.config.modals.help.paragraphs.join(' ')).toContain('transfer-help@demo-college.example.edu');
    expect(bundle.config.partner.testAgencies).toBeUndefined();
  });

  it('is shaped unlike nsu-international: two pages, its own lists, an add-another group, an upload', () => {
    expect(bundle.pages.map((page) => page.path)).toEqual(['/you', '/transfer']);
    expect(bundle.config.defaultRoute).toBe('/you');
    expect(Object.keys(bundle.config.optionLists)).toEqual(['yesNo', 'terms', 'programs', 'creditTypes']);
    const widgets = new Set<string>();
    let addAnother = 0;
    for (const page of bundle.pages) {
      walkPage(page, (item) => {
        if (isQuestion(item)) widgets.add((item as QuestionDefinition).widget);
        if (isAddAnother(item)) addAnother += 1;
      });
    }
    expect(addAnother).toBe(1);
    expect(widgets).toContain('fileUpload');
    expect(bundle.config.applicantName?.keys).toEqual(['legal_first_name', 'legal_last_name']);
  });

  it('accepts a complete application', () => {
    expect(validate({})).toEqual({});
  });

  it('asks what is missing, with its own messages', () => {
    expect(validate({ legal_first_name: '', home_zip: '537', certify: false, intended_term: '' })).toEqual({
      legal_first_name: ['Legal First Name'],
      home_zip: ['Please enter a 5-digit ZIP code.'],
      intended_term: ['When would you like to start?'],
      certify: ['I certify that the information in this application is complete and accurate.'],
    });
  });

  it('asks the conditional questions only when their condition holds', () => {
    expect(validate({ wisconsin_resident: 'N' })).toEqual({
      residency_explanation: ['Where have you lived in the past 12 months?'],
    });
    expect(validate({ associate_degree: 'Y' })).toEqual({ associate_degree_name: ['Name of the associate degree'] });
    expect(validate({ associate_degree: 'Y', associate_degree_name: 'Associate of Science' })).toEqual({});
  });
});
