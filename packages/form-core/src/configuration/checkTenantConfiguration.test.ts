import { describe, expect, expectTypeOf, it } from 'vitest';
import { cloneDemoBundle, demoBundle } from '../__fixtures__/demoTenant.ts';
import type { AddAnotherDefinition, GroupDefinition, QuestionDefinition, TenantBundle } from '../definition/types.ts';
import { authoredWidgetSpecs } from '../widgets/authoring/authoredWidgetSpecs.ts';
import type { AuthoredWidgetSpecs } from '../widgets/createWidgetSpecs.ts';
import { defaultWidgetSpecs } from '../widgets/defaultWidgetSpecs.ts';
import { textSpec } from '../widgets/specs/textSpec.ts';
import { assertTenantConfiguration, checkTenantConfiguration } from './checkTenantConfiguration.ts';

const rulesOf = (bundle: TenantBundle) => checkTenantConfiguration(bundle).map((issue) => issue.rule);
/** A question of the demo tenant, its options writable. */
const question = (bundle: TenantBundle, page: number, section: number, item: number) =>
  bundle.pages[page]!.sections[section]!.items[item] as QuestionDefinition<Record<string, unknown>>;
const optionsOf = (q: QuestionDefinition<Record<string, unknown>>) => (q.options ??= {});
const highSchools = (bundle: TenantBundle) =>
  (bundle.pages[1]!.sections[0]!.items[1] as GroupDefinition).items[0] as AddAnotherDefinition;

describe('checkTenantConfiguration', () => {
  it('finds nothing wrong with the demo tenant', () => {
    expect(checkTenantConfiguration(demoBundle)).toEqual([]);
    expect(() => assertTenantConfiguration(demoBundle)).not.toThrow();
  });

  it('reports error-summary keys present in multiple pages', () => {
    const bundle = cloneDemoBundle();
    bundle.errorSummary.pages.education!.push('first_name');
    const issues = checkTenantConfiguration(bundle);
    expect(issues).toEqual([
      {
        rule: 'error-summary-multiple-pages',
        message:
          'Your ValidationErrorSummary implementation uses keys that are present in multiple pages: "first_name" is listed on pages "about", "education"',
        file: 'error-summary.json',
        pointer: '/pages/education/4',
      },
    ]);
  });

  it('reports page keys missing from the data model, with file and pointer', () => {
    const bundle = cloneDemoBundle();
    delete bundle.dataModel.keys.city;
    const issues = checkTenantConfiguration(bundle);
    expect(issues).toEqual([
      {
        rule: 'unknown-key',
        message: 'Key "city" of question "address_line_1" on page "about" is not present in the tenant dataModel',
        file: 'pages/about.json',
        pointer: '/sections/1/items/0',
      },
    ]);
  });

  it('reports expanded add-another keys missing from the data model', () => {
    const bundle = cloneDemoBundle();
    delete bundle.dataModel.keys.hs_3_gpa;
    const issues = checkTenantConfiguration(bundle);
    expect(issues.map((issue) => issue.message)).toContain(
      'Key "hs_3_gpa" of question "hs_3_gpa" on page "education" is not present in the tenant dataModel',
    );
    expect(issues.map((issue) => issue.message)).toContain(
      'A condition on page "education" reads key "hs_3_gpa", which is not present in the tenant dataModel',
    );
    expect(issues.find((issue) => issue.rule === 'unknown-key')?.pointer).toBe(
      '/sections/0/items/1/items/0/template/2',
    );
  });

  it('reports missing _desc companions of every coded part', () => {
    const withoutYearLabel = cloneDemoBundle();
    delete withoutYearLabel.dataModel.keys.military_start_year_desc;
    expect(checkTenantConfiguration(withoutYearLabel)).toMatchObject([
      {
        rule: 'missing-desc-key',
        message:
          'Question "military_start_month" on page "about" stores the label of "military_start_year" in "military_start_year_desc", which is not present in the tenant dataModel',
      },
    ]);
    const bundle = cloneDemoBundle();
    delete bundle.dataModel.keys.gender_desc;
    expect(checkTenantConfiguration(bundle)).toMatchObject([
      {
        rule: 'missing-desc-key',
        message:
          'Question "gender" on page "about" stores the label of "gender" in "gender_desc", which is not present in the tenant dataModel',
      },
    ]);
  });

  it('reports conditions, controlKeys and clearKeys naming unknown keys', () => {
    const bundle = cloneDemoBundle();
    question(bundle, 1, 2, 1).condition = { valueKey: 'fee_waiver_typo', operator: 'equals', target: 'Y' };
    optionsOf(question(bundle, 0, 1, 2)).controlKey = 'nation';
    const tabs = bundle.pages[1]!.sections[1]!.items[0] as { clearKeys: string[] };
    tabs.clearKeys.push('gre_total');
    bundle.pages[0]!.sections[3]!.condition = { not: { valueKey: 'ghost', operator: 'answered' } };
    const issues = checkTenantConfiguration(bundle);
    expect(issues.map((issue) => [issue.rule, issue.pointer])).toEqual(
      expect.arrayContaining([
        ['condition-unknown-key', '/sections/2/items/1/condition'],
        ['condition-unknown-key', '/sections/1/items/2'],
        ['unknown-key', '/sections/1/items/0/clearKeys/3'],
        ['condition-unknown-key', '/sections/3/condition'],
      ]),
    );
    expect(issues.every((issue) => issue.message.includes('not present in the tenant dataModel'))).toBe(true);
  });

  it('reports error-summary keys and pages that do not exist', () => {
    const bundle = cloneDemoBundle();
    bundle.errorSummary.pages.final = ['fee_waiver_signature'];
    expect(rulesOf(bundle)).toEqual(['error-summary-unknown-page', 'error-summary-unknown-key']);
    const issue = checkTenantConfiguration(bundle)[1];
    expect(issue?.message).toContain('"fee_waiver_signature"');
    expect(issue?.message).toContain('not present in the tenant dataModel');
  });

  it('reports an add-another max above 10', () => {
    const bundle = cloneDemoBundle();
    highSchools(bundle).max = 11;
    for (let n = 4; n <= 11; n += 1) {
      for (const field of [
        'name',
        'from_month',
        'from_month_desc',
        'from_year',
        'from_year_desc',
        'gpa',
        'gpa_scale',
      ]) {
        bundle.dataModel.keys[`hs_${n}_${field}`] = { type: 'string' };
      }
    }
    expect(checkTenantConfiguration(bundle)).toEqual([
      {
        rule: 'add-another-max',
        message: 'Add-another "high_schools" has max 11; it must be a whole number from 1 to 10',
        file: 'pages/education.json',
        pointer: '/sections/0/items/1/items/0/max',
      },
    ]);
  });

  it('reports schema keys that match no answer key, at any depth', () => {
    const bundle = cloneDemoBundle();
    bundle.schemas.push({
      type: 'object',
      required: ['middle_initial'],
      properties: { first_name: { not: { const: { $data: '1/nick_name' } } } },
      allOf: [{ if: { properties: { country: { const: 'USA' } } }, then: { properties: { ssn: { minLength: 9 } } } }],
      errorMessage: { required: { middle_initial: 'Middle initial' } },
    });
    const issues = checkTenantConfiguration(bundle).filter((issue) => issue.rule === 'schema-unknown-key');
    expect(issues.map((issue) => [issue.message.match(/"(.*?)"/)?.[1], issue.pointer])).toEqual([
      ['nick_name', '/properties/first_name/not/const/$data'],
      ['middle_initial', '/required/0'],
      ['middle_initial', '/errorMessage/required/middle_initial'],
      ['ssn', '/allOf/0/then/properties/ssn'],
    ]);
    expect(issues[0]?.file).toBe('schemas[2]');
    expect(issues[0]?.message).toContain('not present in the tenant dataModel');
  });

  it('reports schemas that do not compile', () => {
    const bundle = cloneDemoBundle();
    bundle.schemas[0] = { ...bundle.schemas[0], properties: { first_name: { minLenght: 1 } } };
    const issue = checkTenantConfiguration(bundle).find((i) => i.rule === 'schema-invalid');
    expect(issue?.message).toMatch(/minLenght/);
  });

  it('reports the same key asked on two pages', () => {
    const bundle = cloneDemoBundle();
    bundle.pages[1]!.sections[2]!.items.push({ key: 'first_name', widget: 'text', label: 'First Name again' });
    expect(checkTenantConfiguration(bundle)).toMatchObject([
      {
        rule: 'duplicate-key',
        message:
          'Key "first_name" is asked on page "about" and again on page "education": every key belongs to one page',
      },
    ]);
  });

  it('reports widgets the specs do not know; a host registers its own', () => {
    const bundle = cloneDemoBundle();
    question(bundle, 0, 0, 0).widget = 'fancyText';
    expect(checkTenantConfiguration(bundle)).toEqual([
      {
        rule: 'unknown-widget',
        message: `Question "first_name" uses widget "fancyText", which is not in the widget registry (known: ${defaultWidgetSpecs.names().join(', ')})`,
        file: 'pages/about.json',
        pointer: '/sections/0/items/0/widget',
      },
    ]);
    const widgets = authoredWidgetSpecs.extend({ fancyText: authoredWidgetSpecs.get('text')! });
    expect(checkTenantConfiguration(bundle, { widgets })).toEqual([]);
    // Run-time specs alone (what the browser registers) carry no options schema to check against.
    expectTypeOf(defaultWidgetSpecs.extend({ fancyText: textSpec })).not.toExtend<AuthoredWidgetSpecs>();
  });

  it("reports options that do not fit the widget's options schema, at the option", () => {
    const bundle = cloneDemoBundle();
    optionsOf(question(bundle, 0, 0, 0)).maxLenght = 20;
    optionsOf(question(bundle, 0, 0, 1)).maxLength = 'long';
    const monthYear = (bundle.pages[0]!.sections[3]!.items[0] as QuestionDefinition).after![0] as GroupDefinition;
    delete (monthYear.items[0] as QuestionDefinition<{ keys?: object }>).options!.keys;
    const issues = checkTenantConfiguration(bundle).filter((issue) => issue.rule === 'widget-options');
    expect(issues).toEqual([
      {
        rule: 'widget-options',
        message:
          'Question "first_name" (widget text), options: "maxLenght" is not a field here; did you mean "maxLength"? (the fields here: maxLength, inputType, format, placeholder, autocomplete)',
        file: 'pages/about.json',
        pointer: '/sections/0/items/0/options/maxLenght',
      },
      {
        rule: 'widget-options',
        message: 'Question "last_name" (widget text), options: "maxLength" must be a whole number',
        file: 'pages/about.json',
        pointer: '/sections/0/items/1/options/maxLength',
      },
      {
        rule: 'widget-options',
        message: 'Question "military_start_month" (widget monthYear), options: "keys" is missing from the options',
        file: 'pages/about.json',
        pointer: '/sections/3/items/0/after/0/items/0/options',
      },
    ]);
  });

  it('reports after and reveal content under a widget that does not reveal it', () => {
    const bundle = cloneDemoBundle();
    question(bundle, 0, 0, 0).after = [{ kind: 'content', id: 'details', text: 'Details' }];
    question(bundle, 0, 0, 1).reveal = { Y: [] };
    expect(checkTenantConfiguration(bundle)).toMatchObject([
      {
        rule: 'reveal-not-supported',
        message:
          'Question "first_name" (widget text) has "after" items, which only these widgets show: checkbox, button',
        pointer: '/sections/0/items/0/after',
      },
      {
        rule: 'reveal-not-supported',
        message: 'Question "last_name" (widget text) has "reveal" items, which only these widgets show: radio',
        pointer: '/sections/0/items/1/reveal',
      },
    ]);
  });

  it('reports unknown option lists, date windows, default tabs and nested add-another', () => {
    const bundle = cloneDemoBundle();
    optionsOf(question(bundle, 0, 1, 1)).optionList = { list: 'planets' };
    (optionsOf(question(bundle, 0, 1, 2)).optionsByValue as Record<string, object>).MEX = { list: 'mexicanStates' };
    bundle.config.dateWindows = {};
    (bundle.pages[1]!.sections[1]!.items[0] as { defaultTab?: string }).defaultTab = 'gre';
    highSchools(bundle).template.push({ kind: 'addAnother', id: 'awards', buttonLabel: 'Add', max: 2, template: [] });
    expect(rulesOf(bundle).sort()).toEqual([
      'nested-add-another',
      'unknown-date-window',
      'unknown-default-tab',
      'unknown-option-list',
      'unknown-option-list',
    ]);
  });

  it('reports a conditional select with options by value but no controlKey', () => {
    const bundle = cloneDemoBundle();
    delete optionsOf(question(bundle, 0, 1, 2)).controlKey;
    expect(checkTenantConfiguration(bundle)).toMatchObject([
      {
        rule: 'widget-options',
        message:
          'Question "state" (widget conditionalSelect), options: "optionsByValue" needs "controlKey" beside it in the options',
        file: 'pages/about.json',
        pointer: '/sections/1/items/2/options',
      },
    ]);
  });

  it('reports key types that do not fit the widget', () => {
    const bundle = cloneDemoBundle();
    bundle.dataModel.keys.legal_agree = { type: 'string' };
    bundle.dataModel.keys.sat_report = { type: 'string' };
    expect(rulesOf(bundle)).toEqual(['key-type-mismatch', 'key-type-mismatch']);
  });

  it('assertTenantConfiguration throws one error listing every issue', () => {
    const bundle = cloneDemoBundle();
    delete bundle.dataModel.keys.city;
    highSchools(bundle).max = 11;
    expect(() => assertTenantConfiguration(bundle)).toThrow(
      /The tenant configuration has \d+ issue\(s\):\n- \[unknown-key\].*\(pages\/about\.json#\/sections\/1\/items\/0\)\n(.*\n)*- \[add-another-max\]/,
    );
  });
});
