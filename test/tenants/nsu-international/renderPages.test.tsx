import { computeVisibility } from '@admissions/form-core';
import type { Answers, FormState } from '@admissions/form-core';
import { createAnswerStore, createWidgetRegistry, defaultWidgets, PageRenderer } from '@admissions/form-react';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadTenantBundle } from './loadTenantBundle.ts';
import { specFieldKeys } from './specFieldKeys.ts';

const bundle = loadTenantBundle();
const registry = createWidgetRegistry(defaultWidgets);
const context = {
  optionLists: bundle.config.optionLists,
  dateWindows: bundle.config.dateWindows,
  now: new Date(2026, 10, 21),
};
// The school search fills the CEEB code from the lookup: it has no input of its own.
const keysWithoutInput = new Set([
  'hs_ceeb',
  'hs_2_ceeb',
  'hs_3_ceeb',
  'college_ceeb',
  'college_2_ceeb',
  'college_3_ceeb',
]);
for (const prefix of ['parent_', 'parent_2_', 'other_']) keysWithoutInput.add(`${prefix}college_ceeb`);

type PageId = keyof typeof specFieldKeys;

/** A school typed in by hand (no CEEB code): the widget shows the name and address inputs. */
const typedSchool = (prefix: string, name: string): Answers => ({ [`${prefix}name`]: name, [`${prefix}ceeb`]: '' });
const allTests = (taken: 'Y' | 'N'): Answers =>
  Object.fromEntries(['sat', 'act', 'toefl', 'ielts', 'duolingo', 'pte', 'itep'].map((t) => [`${t}_taken`, taken]));

/**
 * Answer sets that, together, make every condition of a page true at least
 * once (some exclude each other: citizenship type 2 or 3, a test taken or
 * planned), with every add-another group at its max.
 */
const scenarios: Record<PageId, { name: string; state: Partial<FormState> }[]> = {
  about: [
    {
      name: 'international veteran with a separate mailing address and NSU relatives',
      state: {
        answers: {
          mailing_addr_same_as_perm_addr: 'N',
          citizenship_type: '3',
          armed_forces_status: 'PS',
          nsu_alumni: 'Y',
          parent_education: 'other',
          parent_2_education: 'bachelor',
          other_education: 'master',
          parent_addr_same_as_perm_addr: 'N',
          parent_2_addr_same_as_perm_addr: 'N',
          other_addr_same_as_perm_addr: 'N',
          ...typedSchool('parent_2_college_', 'University of Lagos'),
          ...typedSchool('other_college_', 'Covenant University'),
        },
        addAnother: { military_branch: 3, legacy: 4 },
      },
    },
    {
      name: 'permanent resident who has not served',
      state: {
        answers: {
          citizenship_type: '2',
          armed_forces_status: 'NO',
          parent_education: 'doctorate',
          parent_2_education: 'other',
          other_education: 'other',
          ...typedSchool('parent_college_', 'University of Ibadan'),
        },
      },
    },
  ],
  education: [
    {
      name: 'Early Decision, Human Services, all tests taken, three schools and colleges',
      state: {
        answers: {
          decision_type: 'ED',
          early_decision_cb: true,
          campus_location: '1',
          applied_major: 'J100',
          gpa_scale: 'OTHER',
          hs_rank: 'Y',
          test_taken_ind: 'Y',
          ...allTests('Y'),
          postsecondary_credits: 'Y',
          ...typedSchool('hs_', "King's College Lagos"),
          ...typedSchool('hs_2_', 'Corona School'),
          ...typedSchool('hs_3_', 'Greensprings School'),
          ...typedSchool('college_', 'Lagos Business School'),
          ...typedSchool('college_2_', 'Pan-Atlantic University'),
          ...typedSchool('college_3_', 'University of Lagos'),
          college_type: 'OTHER',
          college_2_type: 'OTHER',
          college_3_type: 'OTHER',
        },
        addAnother: { high_school: 3, college: 3 },
      },
    },
    {
      name: 'Child Development, tests planned',
      state: {
        answers: { campus_location: '1', applied_major: 'E200', test_taken_ind: 'Y', ...allTests('N') },
      },
    },
    { name: 'General Studies', state: { answers: { campus_location: '2', applied_major: 'G100' } } },
    { name: 'Business with a concentration', state: { answers: { campus_location: '1', applied_major: 'B100' } } },
  ],
  'final-steps': [
    {
      name: 'fee waiver request and every yes',
      state: {
        answers: {
          armed_forces_status: 'NO',
          fee_waiver: 'Y',
          covid_question: 'Y',
          conviction: 'Y',
          protective: 'Y',
          currently_incarcerated: 'Y',
        },
      },
    },
  ],
};

/** Renders the page in one scenario; returns the ids found and the keys form-core says are visible. */
function renderScenario(pageId: PageId, state: Partial<FormState>) {
  const page = bundle.pages.find((p) => p.id === pageId)!;
  const formState: FormState = {
    answers: state.answers ?? {},
    tabs: state.tabs ?? {},
    addAnother: state.addAnother ?? {},
  };
  const store = createAnswerStore({ pages: bundle.pages, initialState: formState, context });
  render(<PageRenderer page={page} registry={registry} store={store} services={{ characterLimit: 7000 }} />);
  const ids = new Set([...document.querySelectorAll('[id]')].map((element) => element.id));
  const visibility = computeVisibility(bundle.pages, store.getFormState(), context);
  const headings = screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent);
  cleanup();
  return { ids, visibleKeys: visibility.visibleKeys, headings };
}

describe('the tenant pages render in the engine', () => {
  for (const pageId of Object.keys(specFieldKeys) as PageId[]) {
    it(`${pageId}: every spec field is rendered with its key as id`, () => {
      const rendered = new Set<string>();
      const visible = new Set<string>();
      for (const { state } of scenarios[pageId]) {
        const { ids, visibleKeys, headings } = renderScenario(pageId, state);
        expect(headings).toEqual([bundle.pages.find((p) => p.id === pageId)!.title]);
        ids.forEach((id) => rendered.add(id));
        visibleKeys.forEach((key) => visible.add(key));
      }
      const missing = specFieldKeys[pageId].filter((key) =>
        keysWithoutInput.has(key) ? !visible.has(key) : !rendered.has(key),
      );
      expect(missing).toEqual([]);
    });
  }

  it('shows no UnknownWidget anywhere', () => {
    for (const pageId of Object.keys(specFieldKeys) as PageId[]) {
      const page = bundle.pages.find((p) => p.id === pageId)!;
      const store = createAnswerStore({ pages: bundle.pages, context });
      render(<PageRenderer page={page} registry={registry} store={store} />);
      expect(screen.queryByText(/Unknown widget/)).toBeNull();
      cleanup();
    }
  });
});
