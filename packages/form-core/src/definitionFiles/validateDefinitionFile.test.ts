import { describe, expect, it } from 'vitest';
import { demoDataModel } from '../__fixtures__/demoDataModel.ts';
import { demoPages } from '../__fixtures__/demoPages.ts';
import { demoConfig, demoErrorSummary } from '../__fixtures__/demoTenant.ts';
import { validateDefinitionFile } from './validateDefinitionFile.ts';

const page = (items: unknown[]) => ({
  $schema: '../../../packages/form-core/schema/page.schema.json',
  id: 'p',
  path: '/p',
  title: 'P',
  step: 1,
  sections: [{ id: 's', items }],
});

describe('validateDefinitionFile', () => {
  it('accepts the demo tenant files', () => {
    for (const p of demoPages) expect(validateDefinitionFile('page', p)).toEqual([]);
    expect(validateDefinitionFile('tenant', demoConfig)).toEqual([]);
    expect(validateDefinitionFile('dataModel', demoDataModel)).toEqual([]);
    expect(validateDefinitionFile('errorSummary', demoErrorSummary)).toEqual([]);
  });

  it('points at a misspelt question property and a missing one', () => {
    expect(validateDefinitionFile('page', page([{ key: 'a', widget: 'text', lable: 'A' }]))).toEqual([
      { path: '/sections/0/items/0', message: '"label" is missing from item 1 of "items"' },
      {
        path: '/sections/0/items/0/lable',
        message:
          '"lable" is not a field here; did you mean "label"? (the fields here: key, widget, label, hint, required, condition, options, after, reveal, width)',
      },
    ]);
  });

  it('checks each item kind against its own shape', () => {
    const problems = validateDefinitionFile(
      'page',
      page([
        { kind: 'group', id: 'g', items: [{ kind: 'content', id: 'c', txt: 'hi' }] },
        { kind: 'addAnother', id: 'aa', buttonLabel: 'Add', max: 11, template: [] },
        { kind: 'carousel', id: 'x' },
      ]),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: '/sections/0/items/0/items/0', message: '"text" is missing from item 1 of "items"' },
        {
          path: '/sections/0/items/0/items/0/txt',
          message:
            '"txt" is not a field here; did you mean "text"? (the fields here: kind, id, text, variant, condition, showBetween)',
        },
        { path: '/sections/0/items/1/max', message: '"max" must be at most 10' },
        {
          path: '/sections/0/items/2/kind',
          message: '"kind" must be one of: "content", "group", "switch", "tabs", "addAnother"',
        },
      ]),
    );
  });

  it('checks conditions, operators and nested groups', () => {
    const problems = validateDefinitionFile(
      'page',
      page([
        {
          key: 'a',
          widget: 'text',
          label: 'A',
          condition: { any: [{ valueKey: 'b', operator: 'equal', target: 'Y' }, { all: 'nope' }] },
        },
      ]),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          path: '/sections/0/items/0/condition/any/0/operator',
          message: expect.stringMatching(/^"operator" must be one of: "equals"/),
        },
        { path: '/sections/0/items/0/condition/any/1/all', message: '"all" must be a list in square brackets [ ]' },
      ]),
    );
  });

  it('rejects keys with dots, wrong widget options and bad actions', () => {
    const problems = validateDefinitionFile('page', {
      ...page([{ key: 'a.b', widget: 'text', label: 'A', width: 'wide' }]),
      actions: [{ kind: 'saveAndGo', label: 'Next' }],
    });
    expect(problems.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/sections/0/items/0/key', '/sections/0/items/0/width', '/actions/0']),
    );
  });

  it("checks a question's options against its widget's options schema", () => {
    const problems = validateDefinitionFile(
      'page',
      page([
        { key: 'a', widget: 'text', label: 'A', options: { maxLenght: 20 } },
        { key: 'b', widget: 'monthYear', label: 'B', options: { years: { list: 'years', count: 'ten' } } },
        { key: 'c', widget: 'schoolSearch', label: 'C', options: { category: 'university' } },
        { key: 'd', widget: 'myOwnWidget', label: 'D', options: { anything: true } },
      ]),
    );
    expect(problems).toEqual([
      {
        path: '/sections/0/items/0/options/maxLenght',
        message:
          '"maxLenght" is not a field here; did you mean "maxLength"? (the fields here: maxLength, inputType, format, placeholder, autocomplete)',
      },
      { path: '/sections/0/items/1/options', message: '"keys" is missing from "options"' },
      { path: '/sections/0/items/1/options/years/count', message: '"count" must be a whole number' },
      {
        path: '/sections/0/items/2/options/category',
        message: '"category" must be one of: "college_ceeb", "hs_ceeb", "address"',
      },
    ]);
  });

  it('checks tenant.json, the data model and the error summary', () => {
    const { partner, ...withoutPartner } = demoConfig;
    expect(validateDefinitionFile('tenant', { ...withoutPartner, partner: { ...partner, helpEmail: 'nope' } })).toEqual(
      [{ path: '/partner/helpEmail', message: '"helpEmail" must be an e-mail address such as help@example.edu' }],
    );
    expect(validateDefinitionFile('tenant', withoutPartner)).toEqual([
      { path: '', message: '"partner" is missing from the file' },
    ]);
    expect(validateDefinitionFile('dataModel', { keys: { a: { type: 'number' } } })).toEqual([
      { path: '/keys/a/type', message: '"type" must be one of: "string", "boolean", "document"' },
    ]);
    expect(validateDefinitionFile('errorSummary', { pages: { about: 'first_name' } })).toEqual([
      { path: '/pages/about', message: '"about" must be a list in square brackets [ ]' },
    ]);
  });
});
