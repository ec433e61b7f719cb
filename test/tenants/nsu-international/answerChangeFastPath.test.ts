import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAnswerChange,
  clearHiddenAnswers,
  computeVisibility,
  controllingKeys,
  indexDefinitions,
  isAddAnother,
  isTabGroup,
  questionOptions,
  resolveOptions,
  type AnswerValue,
  type ConditionalSelectOptions,
  type Answers,
  type ConditionSpec,
  type FormState,
  type QuestionDefinition,
  type Visibility,
} from '@admissions/form-core';
import { loadTenantBundle } from './loadTenantBundle.ts';
import { testNow, validAnswers } from './validAnswers.ts';

const bundle = loadTenantBundle();
const pages = bundle.pages;
const context = { optionLists: bundle.config.optionLists, dateWindows: bundle.config.dateWindows, now: testNow };
const index = indexDefinitions(pages);

/** For each answer key: '', typed text, the values its question offers and the values conditions compare it with. */
function candidateValues(): Map<string, AnswerValue[]> {
  const values = new Map<string, Set<AnswerValue>>();
  const add = (key: string, value: AnswerValue): void => {
    const set = values.get(key) ?? new Set<AnswerValue>(['', 'typed']);
    set.add(value);
    values.set(key, set);
  };
  const visitCondition = (spec: ConditionSpec | undefined): void => {
    if (spec === undefined) return;
    if ('all' in spec) spec.all.forEach(visitCondition);
    else if ('any' in spec) spec.any.forEach(visitCondition);
    else if ('not' in spec) visitCondition(spec.not);
    else for (const target of [spec.target ?? []].flat()) add(spec.valueKey, String(target));
  };
  for (const key of index.keyOwners.keys()) add(key, index.booleanKeys.has(key) ? true : 'x');
  for (const node of index.nodes) {
    const item = node.item as (QuestionDefinition & { cases?: { condition: ConditionSpec }[] }) | undefined;
    visitCondition(node.section?.condition ?? item?.condition);
    for (const c of item?.cases ?? []) visitCondition(c.condition);
    if (node.kind !== 'question' || !item) continue;
    // The values its widget offers: a conditional select's for every controlling value.
    const optionsByValue = (item.options as ConditionalSelectOptions | undefined)?.optionsByValue;
    const sources = optionsByValue
      ? Object.values(optionsByValue).map((entry) => resolveOptions(entry, context.optionLists, testNow))
      : [questionOptions(item, {}, context)];
    for (const options of sources) for (const option of options.slice(0, 6)) add(item.key, option.value);
    if (item.widget === 'checkbox') add(item.key, false);
  }
  return new Map([...values].map(([key, set]) => [key, [...set]]));
}

const candidates = candidateValues();
const keys = [...candidates.keys()].sort();

const change = fc
  .constantFrom(...keys)
  .chain((key) => fc.record({ key: fc.constant(key), value: fc.constantFrom(...candidates.get(key)!) }));

const tabGroups = index.nodes.filter((node) => node.kind === 'tabs').map((node) => node.item!);
const addAnotherGroups = index.nodes.filter((node) => node.kind === 'addAnother').map((node) => node.item!);
const startState = fc.record({
  tabs: fc.record(
    Object.fromEntries(
      tabGroups.filter(isTabGroup).map((group) => [group.id, fc.constantFrom(...group.tabs.map((tab) => tab.id))]),
    ),
  ),
  addAnother: fc.record(
    Object.fromEntries(
      addAnotherGroups.filter(isAddAnother).map((group) => [group.id, fc.integer({ min: 1, max: group.max })]),
    ),
  ),
  // Answers set without form-core (as a host may load them), then either cleared or not.
  raw: fc.array(change, { maxLength: 30 }),
  cleared: fc.boolean(),
});

/** Everything a caller can read from a Visibility, as plain data. */
function visibilityData(visibility: Visibility) {
  return {
    visibleKeys: [...visibility.visibleKeys].sort(),
    hiddenKeys: [...visibility.hiddenKeys].sort(),
    clearableKeys: [...visibility.clearableKeys].sort(),
    items: index.nodes.map((node) => visibility.isItemVisible(node.path)),
    tabs: tabGroups.filter(isTabGroup).map((group) => visibility.chosenTab(group.id)),
  };
}

describe('applyAnswerChange with the previous visibility (nsu-international)', () => {
  it('lists the keys that drive visibility', () => {
    const controlling = controllingKeys(pages);
    expect(controlling.has('mailing_addr_same_as_perm_addr')).toBe(true);
    expect(controlling.has('first_name')).toBe(false);
  });

  it('gives the same answers, cleared keys and visibility as the full clearing pass, and names every key it altered', () => {
    let fast = 0;
    let full = 0;
    fc.assert(
      fc.property(startState, fc.array(change, { minLength: 1, maxLength: 25 }), (start, changes) => {
        const raw: Answers = { ...validAnswers };
        for (const { key, value } of start.raw) raw[key] = value;
        const loaded: FormState = { answers: raw, tabs: start.tabs, addAnother: start.addAnother };
        const answers: Answers = start.cleared ? clearHiddenAnswers(pages, loaded, context).answers : raw;
        let state: FormState = { ...loaded, answers };
        // Not cleared: the first change must still clear what is hidden, as the full pass does.
        let previous = computeVisibility(pages, state, context);
        for (const step of changes) {
          const expected = applyAnswerChange(pages, state, step, context);
          const actual = applyAnswerChange(pages, state, step, context, previous);
          expect(actual.answers).toEqual(expected.answers);
          expect(actual.clearedKeys).toEqual(expected.clearedKeys);
          expect(visibilityData(actual.visibility)).toEqual(visibilityData(expected.visibility));
          // Every answer that differs afterwards is one the change says it wrote or cleared (the answer store
          // tells only the subscribers of those keys).
          const named = new Set([...actual.writtenKeys, ...actual.clearedKeys]);
          const keys = new Set([...Object.keys(state.answers), ...Object.keys(actual.answers)]);
          const differing = [...keys].filter((key) => state.answers[key] !== actual.answers[key]);
          expect(differing.filter((key) => !named.has(key))).toEqual([]);
          if (actual.visibility === previous) fast += 1;
          else full += 1;
          state = { ...state, answers: actual.answers };
          previous = actual.visibility;
        }
      }),
      { numRuns: 40, seed: 20261122 },
    );
    // Both paths ran: the property compared something on each.
    expect(fast).toBeGreaterThan(0);
    expect(full).toBeGreaterThan(0);
  });
});
