import { describe, expect, it } from 'vitest';
import { demoConfig } from '../__fixtures__/demoTenant.ts';
import { demoPages } from '../__fixtures__/demoPages.ts';
import type { Answers, FormState } from '../definition/types.ts';
import { computeVisibility } from './computeVisibility.ts';

const context = {
  optionLists: demoConfig.optionLists,
  dateWindows: demoConfig.dateWindows,
  now: new Date(2025, 1, 15),
};
const state = (answers: Answers, extra: Partial<FormState> = {}): FormState => ({
  answers,
  tabs: {},
  addAnother: {},
  ...extra,
});
const visible = (answers: Answers, extra: Partial<FormState> = {}) =>
  computeVisibility(demoPages, state(answers, extra), context);

describe('computeVisibility', () => {
  it('shows unconditional questions and their companion keys', () => {
    const v = visible({});
    expect(v.isKeyVisible('first_name')).toBe(true);
    expect(v.isKeyVisible('city')).toBe(true);
    expect(v.isKeyVisible('gender_desc')).toBe(true);
    expect(v.isItemVisible('about/sections/0/items/0')).toBe(true);
    expect(v.isItemVisible('nowhere/sections/0')).toBe(false);
  });

  it('hides a question whose condition is false', () => {
    expect(visible({ fee_waiver: 'N' }).isKeyVisible('fee_waiver_income')).toBe(false);
    expect(visible({ fee_waiver: 'Y' }).isKeyVisible('fee_waiver_income')).toBe(true);
  });

  it('shows only the first switch case whose condition holds', () => {
    const permanent = visible({ citizenship_type: '2' });
    expect(permanent.isKeyVisible('alien_registration_number')).toBe(true);
    expect(permanent.isKeyVisible('citizenship_visa_status')).toBe(false);
    const international = visible({ citizenship_type: '3' });
    expect(international.isKeyVisible('alien_registration_number')).toBe(false);
    expect(international.isKeyVisible('citizenship_visa_status')).toBe(true);
    const none = visible({});
    expect(none.isItemVisible('about/sections/2/items/1/cases/0')).toBe(false);
    expect(none.isItemVisible('about/sections/2/items/1/cases/1')).toBe(false);
    expect(none.isItemVisible('about/sections/2/items/1')).toBe(true);
  });

  it('reveals after content only while the checkbox is checked', () => {
    expect(visible({ military_ind: false }).isKeyVisible('military_start_year')).toBe(false);
    expect(visible({ military_ind: true }).isKeyVisible('military_start_year')).toBe(true);
    expect(visible({ military_ind: true }).isItemVisible('about/sections/3/items/0/after/0')).toBe(true);
  });

  it('reveals radio content for the matching answer only', () => {
    expect(visible({ mailing_addr_same_as_perm_addr: 'N' }).isKeyVisible('mailing_city')).toBe(true);
    expect(visible({ mailing_addr_same_as_perm_addr: 'Y' }).isKeyVisible('mailing_city')).toBe(false);
    expect(visible({}).isKeyVisible('mailing_city')).toBe(false);
  });

  it('shows the chosen tab, else the default (first) tab', () => {
    expect(visible({}).isKeyVisible('sat_math')).toBe(true);
    expect(visible({}).isKeyVisible('act_composite')).toBe(false);
    expect(visible({}).chosenTab('test_tabs')).toBe('sat');
    const act = visible({}, { tabs: { test_tabs: 'act' } });
    expect(act.isKeyVisible('sat_math')).toBe(false);
    expect(act.isKeyVisible('act_composite')).toBe(true);
    expect(visible({}, { tabs: { test_tabs: 'nonsense' } }).chosenTab('test_tabs')).toBe('sat');
  });

  it('shows add-another instances up to the count, at most max', () => {
    const graduated = { high_school_diploma: 'GRAD' };
    expect(visible(graduated).isKeyVisible('hs_name')).toBe(true);
    expect(visible(graduated).isKeyVisible('hs_2_name')).toBe(false);
    const two = visible(graduated, { addAnother: { high_schools: 2 } });
    expect(two.isKeyVisible('hs_2_name')).toBe(true);
    expect(two.isKeyVisible('hs_3_name')).toBe(false);
    expect(two.isItemVisible('education/sections/0/items/1/items/0/instances/2')).toBe(true);
    const tooMany = visible(graduated, { addAnother: { high_schools: 12 } });
    expect(tooMany.isKeyVisible('hs_3_name')).toBe(true);
  });

  it('hides everything inside a hidden parent', () => {
    const ged = visible({ high_school_diploma: 'GED', hs_gpa: '3.5' }, { addAnother: { high_schools: 2 } });
    expect(ged.isKeyVisible('hs_name')).toBe(false);
    expect(ged.isKeyVisible('hs_gpa_scale')).toBe(false);
  });

  it('evaluates conditions inside add-another instances against that instance', () => {
    const v = visible({ high_school_diploma: 'GRAD', hs_2_gpa: '3.9' }, { addAnother: { high_schools: 2 } });
    expect(v.isKeyVisible('hs_gpa_scale')).toBe(false);
    expect(v.isKeyVisible('hs_2_gpa_scale')).toBe(true);
  });

  it('shows a conditional select only when the controlling answer has options', () => {
    expect(visible({ country: 'USA' }).isKeyVisible('state')).toBe(true);
    expect(visible({ country: 'CAN' }).isKeyVisible('state_desc')).toBe(true);
    expect(visible({ country: 'FRA' }).isKeyVisible('state')).toBe(false);
    expect(visible({}).isKeyVisible('state')).toBe(false);
  });

  it('shows date-window content only inside the window (inclusive)', () => {
    const alert = 'about/sections/0/items/4';
    const at = (now: Date) => computeVisibility(demoPages, state({}), { ...context, now }).isItemVisible(alert);
    expect(at(new Date(2025, 0, 1, 0, 5))).toBe(true);
    expect(at(new Date(2025, 2, 1, 23, 55))).toBe(true);
    expect(at(new Date(2024, 11, 31, 23, 59))).toBe(false);
    expect(at(new Date(2025, 2, 2))).toBe(false);
    expect(computeVisibility(demoPages, state({}), { now: new Date(2025, 1, 1) }).isItemVisible(alert)).toBe(false);
  });

  it('splits hidden keys into clearable ones and those kept by an inactive tab or instance', () => {
    const v = visible({ high_school_diploma: 'GRAD', fee_waiver: 'N' });
    expect(v.hiddenKeys.has('act_composite')).toBe(true);
    expect(v.clearableKeys.has('act_composite')).toBe(false);
    expect(v.hiddenKeys.has('hs_2_name')).toBe(true);
    expect(v.clearableKeys.has('hs_2_name')).toBe(false);
    expect(v.clearableKeys.has('fee_waiver_income')).toBe(true);
    for (const key of v.visibleKeys) expect(v.hiddenKeys.has(key)).toBe(false);
  });
});
