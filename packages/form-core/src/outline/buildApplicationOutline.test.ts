import { describe, expect, it } from 'vitest';
import { demoPages } from '../__fixtures__/demoPages.ts';
import type { FormState } from '../definition/types.ts';
import type { WidgetSpec } from '../widgets/WidgetSpec.ts';
import { defaultWidgetSpecs } from '../widgets/defaultWidgetSpecs.ts';
import { buildApplicationOutline } from './buildApplicationOutline.ts';
import { outlineAnswers } from './outlineAnswers.ts';

const state = (answers: FormState['answers'], more: Partial<FormState> = {}): FormState => ({
  answers,
  tabs: {},
  addAnother: {},
  ...more,
});

const rows = (outline: ReturnType<typeof buildApplicationOutline>) =>
  Object.fromEntries(outlineAnswers(outline).map((row) => [row.label, row.lines]));

describe('buildApplicationOutline: the application as a copy shows it, computed once', () => {
  it('lists pages and visible sections with each question label and its display lines', () => {
    const outline = buildApplicationOutline({
      pages: demoPages,
      state: state({ first_name: 'Ada', last_name: 'Lovelace', gender: 'X', gender_desc: 'Another gender' }),
      config: { applicantName: { keys: ['first_name', 'last_name'] } },
    });
    expect(outline.applicantName).toBe('Ada Lovelace');
    expect(outline.pages.map((page) => [page.id, page.step, page.title])).toEqual([
      ['about', 1, 'About You'],
      ['education', 2, 'Your Academics'],
    ]);
    expect(outline.pages[0]!.sections.map((section) => section.title)).toEqual([
      'Identity',
      'Permanent Address',
      'Citizenship',
      'Military',
    ]);
    const identity = outline.pages[0]!.sections[0]!;
    expect(identity.entries.map((entry) => entry.kind === 'answer' && [entry.key, entry.lines])).toEqual([
      ['first_name', ['Ada']],
      ['last_name', ['Lovelace']],
      ['birth_date', []],
      ['gender', ['Another gender']], // the _desc label, never the code
    ]);
    // The alert is not a heading: it is not part of a copy.
    expect(identity.entries.some((entry) => entry.kind === 'heading')).toBe(false);
  });

  it('leaves out hidden questions and revealed content that is not revealed, and keeps what is', () => {
    const hidden = rows(
      buildApplicationOutline({ pages: demoPages, state: state({ mailing_addr_same_as_perm_addr: 'Y' }) }),
    );
    expect(hidden).not.toHaveProperty('Mailing Address');
    expect(hidden).not.toHaveProperty('Discharge details'); // inside an unchecked checkbox's `after`
    const shown = rows(
      buildApplicationOutline({
        pages: demoPages,
        state: state({ mailing_addr_same_as_perm_addr: 'N', mailing_address_line_1: '1 Main St', military_ind: true }),
      }),
    );
    expect(shown['Mailing Address']).toEqual(['1 Main St']);
    expect(shown['I have served in the armed forces']).toEqual(['Yes']);
    expect(shown).toHaveProperty('Discharge details');
  });

  it('expands add-another instances up to the count, titled, with their own keys', () => {
    const outline = buildApplicationOutline({
      pages: demoPages,
      state: state(
        { high_school_diploma: 'GRAD', hs_name: 'First High', hs_2_name: 'Second High', hs_3_name: 'never shown' },
        { addAnother: { high_schools: 2 } },
      ),
    });
    const school = outline.pages[1]!.sections[0]!;
    const group = school.entries.find((entry) => entry.kind === 'group' && entry.instance === undefined);
    expect(group?.kind).toBe('group');
    const instances = group!.kind === 'group' ? group!.entries : [];
    expect(instances.map((entry) => entry.kind === 'group' && [entry.title, entry.instance])).toEqual([
      ['High School 1', 1],
      ['High School 2', 2],
    ]);
    const second = instances[1]!;
    expect(second.kind === 'group' && second.entries[0]).toMatchObject({ key: 'hs_2_name', lines: ['Second High'] });
    expect(JSON.stringify(outline)).not.toContain('never shown');
  });

  it('names the chosen tab and shows only its questions; documents of visible questions only', () => {
    const documents = { sat_report: { file_name: 'sat.pdf' } };
    const sat = buildApplicationOutline({
      pages: demoPages,
      state: state({ sat_math: '700', act_composite: '30' }, { tabs: { test_tabs: 'sat' } }),
      documents,
    });
    const satRows = outlineAnswers(sat);
    expect(satRows.find((row) => row.key === 'test_tabs')).toMatchObject({ tabGroup: true, lines: ['SAT'] });
    expect(rows(sat)['SAT score report']).toEqual(['Document attached: sat.pdf']);
    expect(rows(sat)).not.toHaveProperty('ACT Composite');
    expect(sat.documents).toEqual([
      {
        key: 'sat_report',
        label: 'SAT score report',
        fileName: 'sat.pdf',
        pageId: 'education',
        pageTitle: 'Your Academics',
      },
    ]);
    const act = buildApplicationOutline({
      pages: demoPages,
      state: state({}, { tabs: { test_tabs: 'act' } }),
      documents,
    });
    expect(rows(act)).toHaveProperty('ACT Composite');
    expect(act.documents).toEqual([]); // the SAT tab (and its upload) is not the chosen one
  });

  it("prints a host widget as its spec says (the context's widgets)", () => {
    const stars: WidgetSpec = {
      parts: (question) => [{ key: question.key, role: 'value', type: 'string' }],
      display: (question, { answers }) => [`${String(answers[question.key])} of 5 stars`],
    };
    const widgets = defaultWidgetSpecs.extend({ stars });
    const pages = [
      {
        id: 'p',
        path: '/p',
        title: 'P',
        step: 1,
        sections: [{ id: 's', items: [{ key: 'rating', widget: 'stars', label: 'Rating' }] }],
      },
    ];
    const outline = buildApplicationOutline({ pages, state: state({ rating: '4' }), context: { widgets } });
    expect(rows(outline)).toEqual({ Rating: ['4 of 5 stars'] });
  });
});
