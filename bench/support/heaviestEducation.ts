/**
 * The heaviest state of /education, built from the real tenant: every
 * add-another group at its max (3 high schools, 3 colleges), every test taken,
 * and every controlling answer set to the value that reveals the most fields
 * (early decision, GPA scale "other", class rank, post-secondary credits,
 * college type "other", schools typed in by hand so their address fields
 * show). `expectedQuestions` is what form-core says is then visible on the
 * page: the bench checks the rendered page against it.
 */
import {
  computeVisibility,
  indexDefinitions,
  instanceKey,
  isAddAnother,
  isQuestion,
  type Answers,
  type FormState,
  type PageDefinition,
} from '@admissions/form-core';
import { repositoryTenantBundle } from '../../test/support/repositoryTenant.ts';
import { testNow, validAnswers } from '../../test/tenants/nsu-international/validAnswers.ts';

export const educationPath = '/education';

export interface HeaviestEducation {
  /** The whole answers object for `PUT /api/answer`. */
  answers: Answers;
  tabs: Record<string, string>;
  addAnother: Record<string, number>;
  /** Answer keys of the questions shown on /education in this state, in document order. */
  expectedQuestions: string[];
  page: PageDefinition;
}

const testKeys = ['sat', 'act', 'toefl', 'ielts', 'duolingo', 'pte', 'itep'];

function schoolAnswers(prefix: 'hs' | 'college', n: number, name: string): Answers {
  const key = (template: string) => instanceKey(template, n);
  return {
    // A name without a code: the school was typed in, so its address fields show.
    [key(`${prefix}{n}_name`)]: name,
    [key(`${prefix}{n}_ceeb`)]: '',
    [key(`${prefix}{n}_address_line_1`)]: `${n} Marina Road`,
    [key(`${prefix}{n}_address_line_2`)]: 'Block B',
    [key(`${prefix}{n}_city`)]: 'Lagos',
    [key(`${prefix}{n}_zip`)]: '101241',
    [key(`${prefix}{n}_country`)]: 'NGA',
    [key(`${prefix}{n}_attend_from_month`)]: '9',
    [key(`${prefix}{n}_attend_from_year`)]: String(2019 + n),
    [key(`${prefix}{n}_attend_to_month`)]: '6',
    [key(`${prefix}{n}_attend_to_year`)]: String(2020 + n),
  };
}

export function heaviestEducation(): HeaviestEducation {
  const tenant = repositoryTenantBundle('nsu-international');
  const page = tenant.pages.find((candidate) => candidate.path === educationPath);
  if (!page) throw new Error(`The tenant has no ${educationPath} page.`);
  const index = indexDefinitions(tenant.pages);

  const addAnother: Record<string, number> = {};
  for (const node of index.nodes) {
    if (node.pageId === page.id && node.item && isAddAnother(node.item)) addAnother[node.item.id] = node.item.max;
  }

  const answers: Answers = {
    ...validAnswers,
    decision_type: 'ED',
    decision_type_desc: 'Early Decision',
    early_decision_cb: true,
    early_decision_signature: 'Amara Okafor',
    gpa_scale: 'OTHER',
    gpa_scale_explain: 'Percentages, pass mark 50',
    hs_rank: 'Y',
    hs_class_position: '12',
    hs_total_class: '240',
    test_taken_ind: 'Y',
    postsecondary_credits: 'Y',
  };
  for (const test of testKeys) {
    answers[`${test}_taken`] = 'Y';
    delete answers[`${test}_taken_unsure`];
    delete answers[`${test}_plan_month`];
    delete answers[`${test}_plan_year`];
  }
  Object.assign(answers, { act_composite: '30', ielts_score: '7.5' });
  for (let n = 1; n <= (addAnother.high_school ?? 1); n += 1) {
    Object.assign(answers, schoolAnswers('hs', n, `Lagos Grammar School ${n}`));
  }
  for (let n = 1; n <= (addAnother.college ?? 1); n += 1) {
    Object.assign(answers, schoolAnswers('college', n, `Lagos City College ${n}`), {
      [instanceKey('college{n}_type', n)]: 'OTHER',
      [instanceKey('college{n}_type_other', n)]: 'Summer school',
      [instanceKey('college{n}_credits', n)]: '6',
    });
  }

  const tabs = { transcript: 'mail' };
  const state: FormState = { answers, tabs, addAnother };
  const visibility = computeVisibility(tenant.pages, state, {
    optionLists: tenant.config.optionLists,
    dateWindows: tenant.config.dateWindows,
    now: testNow,
  });
  const expectedQuestions = index.nodes
    .filter((node) => node.pageId === page.id && node.item && isQuestion(node.item))
    .filter((node) => visibility.isItemVisible(node.path))
    .map((node) => (node.item as { key: string }).key);
  return { answers, tabs, addAnother, expectedQuestions, page };
}
