import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadTenantFolder } from '../tenant/loadTenantDirectory.ts';
import { exportColumns } from './exportColumns.ts';
import { exportDictionary, optionsText } from './exportDictionary.ts';
import { applicantId, createApplicationExport, type SubmittedApplication } from './exportRecord.ts';

const tenantsDir = fileURLToPath(new URL('../../test/fixtures/documents/tenant/', import.meta.url));
const bundle = loadTenantFolder(tenantsDir, 'docs').bundle!;

const application = (more: Partial<SubmittedApplication> = {}): SubmittedApplication => ({
  userId: '42',
  username: 'ada@example.com',
  submittedAt: new Date('2026-11-02T09:30:00.000Z'),
  revision: 7,
  answers: {},
  tabs: {},
  addAnother: {},
  documents: {},
  ...more,
});

describe('export columns: from the definition, never from the data', () => {
  const names = exportColumns(bundle).map((column) => column.name);

  it('starts with the applicant, then follows the form: tab choices, counts, every key and its _desc', () => {
    expect(names).toEqual([
      'applicant_id',
      'applicant_email',
      'submitted_at',
      'revision',
      'first_name',
      'last_name',
      'gender',
      'gender_desc',
      'country',
      'country_desc',
      'birth_date',
      'essay',
      'photo_id',
      'tab_test_choice',
      'tab_test_choice_desc',
      'sat_score',
      'sat_report',
      'act_score',
      'high_schools_count',
      'hs_name',
      'hs_2_name',
      'hs_3_name',
      'essay_upload',
      'legal_agree',
    ]);
  });

  it('is the same for any tenant load (stable across runs)', () => {
    const again = loadTenantFolder(tenantsDir, 'docs').bundle!;
    expect(exportColumns(again)).toEqual(exportColumns(bundle));
  });

  it('describes each column in the dictionary: question, page and the codes of a coded answer', () => {
    const dictionary = exportDictionary(exportColumns(bundle));
    const gender = dictionary.find((entry) => entry.column === 'gender')!;
    expect(gender).toMatchObject({ kind: 'answer', question: 'Gender', page: 'About You' });
    expect(optionsText(gender.options)).toMatch(/^F=Female; M=Male; X=Another gender/);
    expect(dictionary.find((entry) => entry.column === 'gender_desc')).toMatchObject({
      kind: 'label',
      description: 'The label of the code in gender',
    });
    expect(dictionary.find((entry) => entry.column === 'tab_test_choice')?.options).toEqual([
      { value: 'sat', label: 'SAT' },
      { value: 'act', label: 'ACT' },
    ]);
    expect(dictionary.find((entry) => entry.column === 'hs_2_name')).toMatchObject({
      question: 'High School 2 name',
      page: 'About You',
    });
  });
});

describe('the data dictionary of a month/year question', () => {
  it('lists the months for the month column and the years offered for the year column', () => {
    // The fixture tenant with one month/year question added to its first section.
    const withMonthYear = structuredClone(bundle);
    const section = withMonthYear.pages[0]!.sections[0]!;
    section.items = [
      ...section.items,
      {
        key: 'grad_month',
        widget: 'monthYear',
        label: 'Graduation date',
        options: { years: { list: 'years', count: 3, direction: 'past', startYearOffset: 0 } },
      },
    ];
    const dictionary = exportDictionary(exportColumns(withMonthYear));
    const month = dictionary.find((entry) => entry.column === 'grad_month')!;
    const year = dictionary.find((entry) => entry.column === 'grad_month_year')!;
    expect(month.options.map((option) => option.value)).toEqual(
      Array.from({ length: 12 }, (_, index) => String(index + 1)),
    );
    expect(month.options[0]!.label).toBe('January');
    expect(year.options).toHaveLength(3);
    expect(year.options.every((option) => /^\d{4}$/.test(option.value))).toBe(true);
  });
});

describe('export records', () => {
  const exporter = createApplicationExport(bundle);

  it('holds every column in order, answers with their labels, documents by file name', () => {
    const record = exporter.record(
      application({
        answers: {
          first_name: 'Ada',
          gender: 'F',
          gender_desc: 'Female',
          country: 'CAN',
          sat_score: '1450',
          legal_agree: true,
        },
        tabs: { test_choice: 'sat' },
        addAnother: { high_schools: 2 },
        documents: { photo_id: { file_name: 'passport.pdf' } },
      }),
    );
    expect(Object.keys(record)).toEqual(exporter.columns.map((column) => column.name));
    expect(record).toMatchObject({
      applicant_id: 'A00000042',
      applicant_email: 'ada@example.com',
      submitted_at: '2026-11-02T09:30:00.000Z',
      revision: 7,
      first_name: 'Ada',
      gender: 'F',
      gender_desc: 'Female',
      // A code stored without its _desc gets the option's label.
      country: 'CAN',
      country_desc: 'Canada',
      photo_id: 'passport.pdf',
      tab_test_choice: 'sat',
      tab_test_choice_desc: 'SAT',
      sat_score: '1450',
      high_schools_count: 2,
      hs_name: '',
      legal_agree: true,
      essay_upload: '',
    });
  });

  it('leaves out what the applicant could not see: a tab not chosen, instances above the count', () => {
    const record = exporter.record(
      application({
        answers: { sat_score: '1450', act_score: '33', hs_name: 'One', hs_2_name: 'Two', hs_3_name: 'Three' },
        tabs: { test_choice: 'act' },
        addAnother: { high_schools: 2 },
        documents: { sat_report: { file_name: 'sat.pdf' } },
      }),
    );
    expect(record).toMatchObject({
      tab_test_choice: 'act',
      act_score: '33',
      sat_score: null,
      sat_report: null,
      hs_name: 'One',
      hs_2_name: 'Two',
      hs_3_name: null,
    });
  });

  it('zero-pads applicant ids so they sort as text', () => {
    expect(applicantId('7')).toBe('A00000007');
    expect(applicantId('123456789')).toBe('A123456789');
  });
});

describe('export: the checklist states', () => {
  const withChecklist = {
    ...bundle,
    checklist: {
      items: [
        { id: 'submitted', title: 'Application submitted', receivedWhen: { submitted: true as const } },
        { id: 'fee', title: 'Application fee' },
      ],
    },
  };

  it('adds checklist_<id> after the answers, with the states as its codes', () => {
    const columns = exportColumns(withChecklist);
    expect(columns.slice(-2).map((column) => [column.name, column.kind, column.label])).toEqual([
      ['checklist_submitted', 'checklist', 'Application submitted'],
      ['checklist_fee', 'checklist', 'Application fee'],
    ]);
    expect(columns.at(-1)!.options.map((option) => option.value)).toEqual(['missing', 'received', 'waived']);
    expect(exportDictionary(columns).at(-1)!.description).toContain('missing, received or waived');
    expect(exportColumns(bundle).some((column) => column.kind === 'checklist')).toBe(false);
  });

  it("writes each shown item's state, and null for an item not on the applicant's checklist", () => {
    const record = createApplicationExport(withChecklist).record(application({ checklist: { submitted: 'received' } }));
    expect(record.checklist_submitted).toBe('received');
    expect(record.checklist_fee).toBeNull();
  });
});
