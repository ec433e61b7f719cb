import { describe, expect, it } from 'vitest';
import { demoConfig } from '../__fixtures__/demoTenant.ts';
import { demoPages } from '../__fixtures__/demoPages.ts';
import { indexDefinitions } from '../definition/indexDefinitions.ts';
import type { Answers, FormState, PageDefinition } from '../definition/types.ts';
import { applyAnswerChange as applyAnswerChangeResult } from './applyAnswerChange.ts';
import { applyTabSwitch } from './applyTabSwitch.ts';
import { clearHiddenAnswers } from './clearHiddenAnswers.ts';
import { computeVisibility } from './computeVisibility.ts';

const context = { optionLists: demoConfig.optionLists };
/** The answers of a change (the visibility and cleared keys are covered in test/tenants/nsu-international/answerChangeFastPath.test.ts). */
const applyAnswerChange = (...args: Parameters<typeof applyAnswerChangeResult>): Answers =>
  applyAnswerChangeResult(...args).answers;
const state = (answers: Answers, extra: Partial<FormState> = {}): FormState => ({
  answers,
  tabs: {},
  addAnother: {},
  ...extra,
});

describe('clearHiddenAnswers', () => {
  it('clears a hidden question, its _desc, and boolean keys to false', () => {
    const { answers, clearedKeys } = clearHiddenAnswers(
      demoPages,
      state({ fee_waiver: 'N', fee_waiver_income: true, fee_waiver_lunch: false, first_name: 'Ada' }),
    );
    expect(answers.fee_waiver_income).toBe(false);
    expect(answers.fee_waiver_lunch).toBe(false);
    expect(answers.first_name).toBe('Ada');
    expect(clearedKeys).toEqual(['fee_waiver_income']);
  });

  it('keeps the answers of the first true switch case and clears the others', () => {
    const { answers } = clearHiddenAnswers(
      demoPages,
      state({
        citizenship_type: '2',
        citizenship: 'CAN',
        citizenship_desc: 'Canada',
        citizenship_visa_status: 'F1',
        citizenship_visa_status_desc: 'F-1 Student',
      }),
      context,
    );
    expect(answers).toMatchObject({ citizenship: 'CAN', citizenship_desc: 'Canada' });
    expect(answers).toMatchObject({ citizenship_visa_status: '', citizenship_visa_status_desc: '' });
  });

  it('clears revealed and after content when hidden, including companion and SMS keys', () => {
    const { answers } = clearHiddenAnswers(
      demoPages,
      state({
        mailing_addr_same_as_perm_addr: 'Y',
        mailing_city: 'Paris',
        military_ind: false,
        military_start_month: '5',
        military_start_year: '2001',
      }),
    );
    expect(answers).toMatchObject({ mailing_city: '', military_start_month: '', military_start_year: '' });
  });

  it('repeats until nothing more hides (clearing can hide more)', () => {
    // a hides b; clearing b hides c; clearing c hides d.
    const { answers, clearedKeys } = clearHiddenAnswers(chainPages, state({ a: 'N', b: 'x', c: 'y', d: 'z' }));
    expect(answers).toEqual({ a: 'N', b: '', c: '', d: '' });
    expect(clearedKeys).toEqual(['b', 'c', 'd']);
  });

  it('keeps answers on a non-chosen tab and in instances above the count', () => {
    const { answers, clearedKeys } = clearHiddenAnswers(
      demoPages,
      state(
        { high_school_diploma: 'GRAD', act_composite: '30', hs_2_name: 'Old School' },
        { tabs: { test_tabs: 'sat' } },
      ),
    );
    expect(answers.act_composite).toBe('30');
    expect(answers.hs_2_name).toBe('Old School');
    expect(clearedKeys).toEqual([]);
  });

  it('clears instances inside a parent hidden by a condition, but not hidden-tab answers', () => {
    const { answers } = clearHiddenAnswers(
      demoPages,
      state({ high_school_diploma: 'GED', hs_name: 'A', hs_2_name: 'B' }, { addAnother: { high_schools: 2 } }),
    );
    expect(answers).toMatchObject({ hs_name: '', hs_2_name: '' });
  });

  it('returns the same answers object when nothing is cleared', () => {
    const answers = { first_name: 'Ada' };
    expect(clearHiddenAnswers(demoPages, state(answers)).answers).toBe(answers);
  });
});

describe('applyAnswerChange', () => {
  it('sets the value and the _desc looked up from options or option lists', () => {
    const first = applyAnswerChange(demoPages, state({}), { key: 'gender', value: 'F' }, context);
    expect(first).toMatchObject({ gender: 'F', gender_desc: 'Female' });
    const country = applyAnswerChange(demoPages, state({}), { key: 'country', value: 'CAN' }, context);
    expect(country).toMatchObject({ country: 'CAN', country_desc: 'Canada' });
    const tenantList = applyAnswerChange(
      demoPages,
      state({ citizenship_type: '3' }),
      { key: 'citizenship_visa_status', value: 'J1' },
      context,
    );
    expect(tenantList.citizenship_visa_status_desc).toBe('J-1 Exchange Visitor');
  });

  it('uses a given desc, and stores one for every coded answer (a radio too)', () => {
    expect(applyAnswerChange(demoPages, state({}), { key: 'gender', value: 'X', desc: 'Mine' })).toMatchObject({
      gender_desc: 'Mine',
    });
    expect(applyAnswerChange(demoPages, state({}), { key: 'fee_waiver', value: 'Y' })).toMatchObject({
      fee_waiver_desc: 'Yes',
    });
    expect(applyAnswerChange(demoPages, state({}), { key: 'first_name', value: 'Ada' })).not.toHaveProperty(
      'first_name_desc',
    );
    expect(applyAnswerChange(demoPages, state({}), { key: 'gender', value: '' }).gender_desc).toBe('');
  });

  it("clears a conditional select's answer and _desc when its controlling answer changes", () => {
    const before = state({
      country: 'USA',
      country_desc: 'United States of America',
      state: 'NY',
      state_desc: 'New York',
    });
    const changed = applyAnswerChange(demoPages, before, { key: 'country', value: 'CAN' }, context);
    expect(changed).toMatchObject({ country: 'CAN', country_desc: 'Canada', state: '', state_desc: '' });
    const same = applyAnswerChange(demoPages, before, { key: 'country', value: 'USA' }, context);
    expect(same).toMatchObject({ state: 'NY', state_desc: 'New York' });
  });

  it('sets the conditional select desc from the options of the current control value', () => {
    const answers = applyAnswerChange(demoPages, state({ country: 'CAN' }), { key: 'state', value: 'QC' }, context);
    expect(answers.state_desc).toBe('Quebec');
  });

  it('clears what the change hides', () => {
    const answers = applyAnswerChange(demoPages, state({ fee_waiver: 'Y', fee_waiver_lunch: true }), {
      key: 'fee_waiver',
      value: 'N',
    });
    expect(answers.fee_waiver_lunch).toBe(false);
  });
});

describe('applyTabSwitch', () => {
  const before = state({ sat_math: '700', sat_report: 'ANSWERED', act_composite: '31', first_name: 'Ada' });

  it('clears the clearKeys, records the tab and returns the file keys of the group', () => {
    const result = applyTabSwitch(demoPages, before, 'test_tabs', 'act');
    expect(result.tabs).toEqual({ test_tabs: 'act' });
    expect(result.answers).toMatchObject({ sat_math: '', sat_report: '', act_composite: '', first_name: 'Ada' });
    expect(result.clearedKeys).toEqual(['sat_math', 'sat_report', 'act_composite']);
    expect(result.fileKeys).toEqual(['sat_report']);
  });

  it('changes nothing when the chosen tab is already shown', () => {
    const result = applyTabSwitch(demoPages, before, 'test_tabs', 'sat');
    expect(result.answers).toBe(before.answers);
    expect(result.clearedKeys).toEqual([]);
    expect(result.fileKeys).toEqual([]);
  });

  it('rejects unknown groups and tabs', () => {
    expect(() => applyTabSwitch(demoPages, before, 'nope', 'act')).toThrow('Unknown tab group "nope"');
    expect(() => applyTabSwitch(demoPages, before, 'test_tabs', 'gre')).toThrow('has no tab "gre"');
  });
});

const chainPages: PageDefinition[] = [
  {
    id: 'p',
    path: '/p',
    title: 'P',
    step: 1,
    sections: [
      {
        id: 's',
        items: [
          { key: 'a', widget: 'text', label: 'A' },
          { key: 'd', widget: 'text', label: 'D', condition: { valueKey: 'c', operator: 'answered' } },
          { key: 'c', widget: 'text', label: 'C', condition: { valueKey: 'b', operator: 'answered' } },
          { key: 'b', widget: 'text', label: 'B', condition: { valueKey: 'a', operator: 'equals', target: 'Y' } },
        ],
      },
    ],
  },
];

describe('applyAnswerChange with a previous visibility', () => {
  const dated = (now: Date) => ({ ...context, dateWindows: demoConfig.dateWindows, now });
  const alertPath = [...indexDefinitions(demoPages).byPath].find(
    ([, at]) => (indexDefinitions(demoPages).nodes[at]!.item as { id?: string } | undefined)?.id === 'priority_alert',
  )![0];

  it('reuses it for a non-controlling key on the same day', () => {
    const before = state({});
    const previous = computeVisibility(demoPages, before, dated(new Date(2025, 2, 1, 9)));
    expect(previous.isItemVisible(alertPath)).toBe(true);
    const result = applyAnswerChangeResult(
      demoPages,
      before,
      { key: 'first_name', value: 'A' },
      dated(new Date(2025, 2, 1, 23, 59)),
      previous,
    );
    expect(result.visibility).toBe(previous);
  });

  it('recomputes it once the day has changed, so a date window that closed at midnight hides its content', () => {
    const before = state({});
    const previous = computeVisibility(demoPages, before, dated(new Date(2025, 2, 1, 23, 59)));
    expect(previous.isItemVisible(alertPath)).toBe(true);
    const result = applyAnswerChangeResult(
      demoPages,
      before,
      { key: 'first_name', value: 'A' },
      dated(new Date(2025, 2, 2, 0, 1)),
      previous,
    );
    expect(result.visibility).not.toBe(previous);
    expect(result.visibility.isItemVisible(alertPath)).toBe(false);
  });
});
