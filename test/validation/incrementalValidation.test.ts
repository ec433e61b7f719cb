import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAnswerChange,
  compileValidationRules,
  compileValidator,
  computeVisibility,
  createIncrementalValidation,
  indexDefinitions,
  isAddAnother,
  isTabGroup,
  questionOptions,
  tenantAnswerSchemas,
  validateAnswers,
  type AnswerValue,
  type Answers,
  type FormState,
  type QuestionDefinition,
  type TenantBundle,
} from '@admissions/form-core';
import { repositoryTenantBundle } from '../support/repositoryTenant.ts';
import { testNow, validAnswers } from '../tenants/nsu-international/validAnswers.ts';

/** For each answer key: '', typed text, a value that breaks a pattern, and the values its question offers. */
function candidateValues(bundle: TenantBundle): Map<string, AnswerValue[]> {
  const index = indexDefinitions(bundle.pages);
  const context = { optionLists: bundle.config.optionLists, dateWindows: bundle.config.dateWindows, now: testNow };
  const values = new Map<string, AnswerValue[]>();
  for (const key of Object.keys(bundle.dataModel.keys)) {
    values.set(key, index.booleanKeys.has(key) ? [true, false, ''] : ['', 'typed', '12', '1999-02-30', 'a@b.co', 'x']);
  }
  for (const node of index.nodes) {
    const item = node.item as QuestionDefinition | undefined;
    if (node.kind !== 'question' || !item) continue;
    const list = values.get(item.key) ?? [''];
    for (const option of questionOptions(item, {}, context).slice(0, 5)) list.push(option.value);
    values.set(item.key, list);
  }
  return values;
}

function checkTenant(name: 'nsu-international' | 'demo-college', seed: number) {
  const bundle = repositoryTenantBundle(name);
  const schemas = tenantAnswerSchemas(bundle);
  const whole = compileValidator(schemas);
  const rules = compileValidationRules(schemas);
  const context = { optionLists: bundle.config.optionLists, dateWindows: bundle.config.dateWindows, now: testNow };
  const candidates = candidateValues(bundle);
  const keys = [...candidates.keys()].sort();
  const index = indexDefinitions(bundle.pages);
  const change = fc
    .constantFrom(...keys)
    .chain((key) => fc.record({ key: fc.constant(key), value: fc.constantFrom(...candidates.get(key)!) }));
  const tabGroups = index.nodes.map((node) => node.item).filter((item) => item !== undefined && isTabGroup(item));
  const groups = index.nodes.map((node) => node.item).filter((item) => item !== undefined && isAddAnother(item));
  const start = fc.record({
    tabs: fc.record(Object.fromEntries(tabGroups.map((g) => [g.id, fc.constantFrom(...g.tabs.map((t) => t.id))]))),
    addAnother: fc.record(Object.fromEntries(groups.map((g) => [g.id, fc.integer({ min: 1, max: g.max })]))),
    filled: fc.boolean(),
  });
  const step = fc.oneof(
    { weight: 8, arbitrary: change.map((c) => ({ kind: 'answer' as const, ...c })) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('count' as const),
        id: fc.constantFrom(...groups.map((g) => g.id), 'none'),
        count: fc.integer({ min: 1, max: 5 }),
      }),
    },
  );
  let compared = 0;
  let withErrors = 0;
  fc.assert(
    fc.property(start, fc.array(step, { minLength: 1, maxLength: 30 }), ({ tabs, addAnother, filled }, steps) => {
      const live = createIncrementalValidation(rules, bundle.dataModel);
      let state: FormState = { answers: filled ? { ...validAnswers } : {}, tabs, addAnother };
      let visibility = computeVisibility(bundle.pages, state, context);
      const check = () => {
        const expected = validateAnswers({
          validator: whole,
          pages: bundle.pages,
          state,
          dataModel: bundle.dataModel,
          context,
        });
        const actual = live.validate({ answers: state.answers, hiddenKeys: visibility.hiddenKeys, now: testNow });
        // The same keys in the same order, the same messages in the same order.
        expect(Object.entries(actual)).toEqual(Object.entries(expected));
        compared += 1;
        if (Object.keys(expected).length > 0) withErrors += 1;
      };
      check();
      for (const next of steps) {
        if (next.kind === 'answer') {
          const result = applyAnswerChange(bundle.pages, state, next, context, visibility);
          state = { ...state, answers: result.answers };
          visibility = result.visibility;
        } else {
          state = { ...state, addAnother: { ...state.addAnother, [next.id]: next.count } };
          visibility = computeVisibility(bundle.pages, state, context);
        }
        check();
      }
    }),
    { numRuns: 40, seed },
  );
  expect(withErrors).toBeGreaterThan(0);
  expect(compared).toBeGreaterThan(40);
}

describe('live validation by difference gives the whole validation of the same answers', () => {
  it('nsu-international: random sequences of answers, counts and visibility changes', () => {
    checkTenant('nsu-international', 20261202);
  }, 60_000);
  it('demo-college: random sequences of answers, counts and visibility changes', () => {
    checkTenant('demo-college', 20261203);
  }, 60_000);

  it('keeps the errors object and each unchanged message list when a change alters no message', () => {
    const bundle = repositoryTenantBundle('nsu-international');
    const schemas = tenantAnswerSchemas(bundle);
    const live = createIncrementalValidation(compileValidationRules(schemas), bundle.dataModel);
    const context = { optionLists: bundle.config.optionLists, dateWindows: bundle.config.dateWindows, now: testNow };
    const hidden = (answers: Answers) =>
      computeVisibility(bundle.pages, { answers, tabs: {}, addAnother: {} }, context).hiddenKeys;
    const empty: Answers = {};
    const first = live.validate({ answers: empty, hiddenKeys: hidden(empty), now: testNow });
    expect(first.first_name).toBeDefined();
    const typed = { ...empty, sat_math: '7' };
    const second = live.validate({ answers: typed, hiddenKeys: hidden(empty), now: testNow });
    expect(second.first_name).toBe(first.first_name);
    const more = { ...typed, sat_math: '70' };
    const third = live.validate({ answers: more, hiddenKeys: hidden(empty), now: testNow });
    expect(third).toBe(second);
  });
});
