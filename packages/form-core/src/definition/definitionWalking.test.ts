import { describe, expect, it } from 'vitest';
import { demoPages } from '../__fixtures__/demoPages.ts';
import { booleanAnswerKeys, descKey, questionAnswerKeys } from './answerKeys.ts';
import { collectDefinitionKeys } from './collectDefinitionKeys.ts';
import { expandAddAnother } from './expandAddAnother.ts';
import { indexDefinitions } from './indexDefinitions.ts';
import { instanceKey, instanceLabel } from './instanceKey.ts';
import type { AddAnotherDefinition, ItemDefinition, QuestionDefinition } from './types.ts';
import { walkItems, walkPage } from './walkItems.ts';

describe('instance keys and labels', () => {
  it('substitutes {n} with nothing for the first instance and _n after', () => {
    expect(instanceKey('hs{n}_gpa', 1)).toBe('hs_gpa');
    expect(instanceKey('hs{n}_gpa', 2)).toBe('hs_2_gpa');
    expect(instanceKey('military{n}_branch', 3)).toBe('military_3_branch');
    expect(instanceKey('plain', 2)).toBe('plain');
  });

  it('substitutes {i} with the instance number', () => {
    expect(instanceLabel('High School {i}', 1)).toBe('High School 1');
    expect(instanceLabel('High School {i} ({i})', 2)).toBe('High School 2 (2)');
  });
});

describe('expandAddAnother', () => {
  const group: AddAnotherDefinition = {
    kind: 'addAnother',
    id: 'colleges',
    buttonLabel: 'Add college',
    max: 3,
    template: [
      {
        key: 'college{n}_name',
        widget: 'schoolSearch',
        label: 'College {i}',
        hint: 'College {i} hint',
        options: {
          keys: { ceeb: 'college{n}_ceeb', city: 'college{n}_city' },
          labels: { city: 'City of college {i}' },
        },
        condition: {
          all: [
            { valueKey: 'college{n}_enabled', operator: 'answered' },
            { valueKey: 'global', operator: 'answered' },
          ],
        },
      },
      {
        key: 'college{n}_type',
        widget: 'radio',
        label: 'Type',
        options: { choices: [{ value: 'OTHER', label: 'Other for {i}' }] },
        reveal: { OTHER: [{ key: 'college{n}_type_other', widget: 'text', label: 'Other type' }] },
      },
      {
        key: 'college{n}_reasons',
        widget: 'checkGroup',
        label: 'Why',
        options: { checks: [{ key: 'college{n}_why_a', label: 'A {i}' }] },
      },
      {
        key: 'college{n}_state',
        widget: 'conditionalSelect',
        label: 'State',
        options: { controlKey: 'college{n}_country' },
      },
      {
        kind: 'tabs',
        id: 'college{n}_tabs',
        label: 'Credits {i}',
        clearKeys: ['college{n}_credits'],
        tabs: [{ id: 'a', label: 'Tab {i}', items: [{ key: 'college{n}_credits', widget: 'text', label: 'Credits' }] }],
      },
      { kind: 'content', id: 'college{n}_note', text: 'Note for college {i}' },
      {
        kind: 'switch',
        id: 'college{n}_switch',
        cases: [{ condition: { valueKey: 'college{n}_type', operator: 'equals', target: 'X' }, items: [] }],
      },
    ],
  };

  it('substitutes keys, companion keys, conditions, check keys, controlKey, clearKeys and ids', () => {
    const [search, type, checks, state, tabs, note, switchItem] = expandAddAnother(group, 2) as [
      QuestionDefinition,
      QuestionDefinition,
      QuestionDefinition,
      QuestionDefinition,
      ItemDefinition,
      ItemDefinition,
      ItemDefinition,
    ];
    expect(search.key).toBe('college_2_name');
    expect(search.label).toBe('College 2');
    expect(search.hint).toBe('College 2 hint');
    expect(search.options).toEqual({
      keys: { ceeb: 'college_2_ceeb', city: 'college_2_city' },
      labels: { city: 'City of college 2' },
    });
    expect(search.condition).toEqual({
      all: [
        { valueKey: 'college_2_enabled', operator: 'answered' },
        { valueKey: 'global', operator: 'answered' },
      ],
    });
    // Option values stay as written; their labels get {i}.
    expect(type.options).toEqual({ choices: [{ value: 'OTHER', label: 'Other for 2' }] });
    expect((type.reveal?.OTHER?.[0] as QuestionDefinition).key).toBe('college_2_type_other');
    expect(checks.options).toEqual({ checks: [{ key: 'college_2_why_a', label: 'A 2' }] });
    expect(state.options).toEqual({ controlKey: 'college_2_country' });
    expect(tabs).toMatchObject({ id: 'college_2_tabs', label: 'Credits 2', clearKeys: ['college_2_credits'] });
    expect(tabs).toMatchObject({ tabs: [{ id: 'a', label: 'Tab 2', items: [{ key: 'college_2_credits' }] }] });
    expect(note).toMatchObject({ id: 'college_2_note', text: 'Note for college 2' });
    expect(switchItem).toMatchObject({
      id: 'college_2_switch',
      cases: [{ condition: { valueKey: 'college_2_type', operator: 'equals', target: 'X' } }],
    });
  });

  it('leaves the template untouched and gives the first instance the plain keys', () => {
    const [first] = expandAddAnother(group, 1) as [QuestionDefinition];
    expect(first.key).toBe('college_name');
    expect((group.template[0] as QuestionDefinition).key).toBe('college{n}_name');
  });
});

describe('answer keys of a question', () => {
  it('lists the primary key, companions, checks and a desc for every coded answer', () => {
    expect(questionAnswerKeys({ key: 'gender', widget: 'select', label: 'G' })).toEqual(['gender', 'gender_desc']);
    expect(questionAnswerKeys({ key: 'g', widget: 'radio', label: 'G' })).toEqual(['g', 'g_desc']);
    expect(questionAnswerKeys({ key: 'st', widget: 'conditionalSelect', label: 'S' })).toEqual(['st', 'st_desc']);
    expect(questionAnswerKeys({ key: 'x', widget: 'text', label: 'X' })).toEqual(['x']);
    expect(
      questionAnswerKeys({
        key: 'a1',
        widget: 'address',
        label: 'A',
        options: { keys: { city: 'c', state: 's', country: 'co' } },
      }),
    ).toEqual(['a1', 'c', 's', 's_desc', 'co', 'co_desc']);
    expect(
      questionAnswerKeys({ key: 'from', widget: 'monthYear', label: 'F', options: { keys: { year: 'from_y' } } }),
    ).toEqual(['from', 'from_desc', 'from_y', 'from_y_desc']);
    expect(
      questionAnswerKeys({
        key: 'hs',
        widget: 'schoolSearch',
        label: 'S',
        options: { keys: { ceeb: 'hs_code', line1: 'hs_l1', state: 'hs_st', country: 'hs_co' } },
      }),
    ).toEqual(['hs', 'hs_code', 'hs_code_desc', 'hs_l1', 'hs_st', 'hs_st_desc', 'hs_co', 'hs_co_desc']);
    expect(
      questionAnswerKeys({
        key: 'fw',
        widget: 'checkGroup',
        label: 'F',
        options: { checks: [{ key: 'fw_a', label: 'A' }] },
      }),
    ).toEqual(['fw', 'fw_a']);
    expect(questionAnswerKeys({ key: 'more', widget: 'button', label: 'More' })).toEqual(['more']);
    expect(questionAnswerKeys({ key: 'custom', widget: 'notRegistered', label: 'C' })).toEqual(['custom']);
    expect(descKey('country')).toBe('country_desc');
  });

  it('knows which keys hold booleans', () => {
    expect(booleanAnswerKeys({ key: 'c', widget: 'checkbox', label: 'C' })).toEqual(['c']);
    expect(booleanAnswerKeys({ key: 'b', widget: 'button', label: 'B' })).toEqual(['b']);
    expect(
      booleanAnswerKeys({ key: 'p', widget: 'phone', label: 'P', options: { keys: { smsOptIn: 'sms' } } }),
    ).toEqual(['sms']);
    expect(booleanAnswerKeys({ key: 'p', widget: 'phone', label: 'P' })).toEqual([]);
    expect(booleanAnswerKeys({ key: 'x', widget: 'text', label: 'X' })).toEqual([]);
  });
});

describe('walking pages', () => {
  it('visits every item with its JSON pointer, including after, reveal, cases, tabs and templates', () => {
    const seen: string[] = [];
    walkPage(demoPages[0]!, (item, { pointer }) => {
      seen.push(`${pointer} ${'key' in item ? item.key : item.id}`);
    });
    expect(seen).toContain('/sections/0/items/0 first_name');
    expect(seen).toContain('/sections/1/items/3/reveal/N/1 mailing_city');
    expect(seen).toContain('/sections/2/items/1/cases/1/items/0 citizenship_visa_status');
    expect(seen).toContain('/sections/3/items/0/after/0/items/1 other_discharge');
    const education: string[] = [];
    walkPage(
      demoPages[1]!,
      (item, { pointer }) => void education.push(`${pointer} ${'key' in item ? item.key : item.id}`),
    );
    expect(education).toContain('/sections/0/items/1/items/0/template/3 hs{n}_gpa_scale');
    expect(education).toContain('/sections/1/items/0/tabs/1/items/0 act_composite');
  });

  it("skips an item's children when the visitor says so", () => {
    const seen: string[] = [];
    walkItems(demoPages[1]!.sections[0]!.items, (item) => {
      seen.push('key' in item ? item.key : item.id);
      return 'skip';
    });
    expect(seen).toEqual(['high_school_diploma', 'schools']);
  });
});

describe('collectDefinitionKeys', () => {
  const keys = collectDefinitionKeys(demoPages);

  it('lists every key with its page and location, add-another expanded up to max', () => {
    const gpaScale2 = keys.find((k) => k.key === 'hs_2_gpa_scale');
    expect(gpaScale2).toMatchObject({
      pageId: 'education',
      path: 'education/sections/0/items/1/items/0/instances/2/3',
      pointer: '/sections/0/items/1/items/0/template/3',
      instanceOf: { addAnotherId: 'high_schools', n: 2 },
    });
    expect(keys.map((k) => k.key)).toEqual(expect.arrayContaining(['hs_gpa', 'hs_3_from_year', 'gender_desc']));
    expect(keys.some((k) => k.key === 'hs_4_gpa')).toBe(false);
    expect(keys.find((k) => k.key === 'first_name')).toMatchObject({
      pageId: 'about',
      path: 'about/sections/0/items/0',
    });
  });

  it('is in document order', () => {
    const order = keys.map((k) => k.key);
    expect(order.indexOf('first_name')).toBeLessThan(order.indexOf('last_name'));
    expect(order.indexOf('hs_name')).toBeLessThan(order.indexOf('hs_2_name'));
    expect(order.indexOf('hs_3_gpa_scale')).toBeLessThan(order.indexOf('sat_math'));
  });

  it('memoizes the index by pages identity', () => {
    expect(indexDefinitions(demoPages)).toBe(indexDefinitions(demoPages));
    expect(indexDefinitions([...demoPages])).not.toBe(indexDefinitions(demoPages));
  });
});
