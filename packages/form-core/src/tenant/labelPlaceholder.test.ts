import { describe, expect, it } from 'vitest';
import { loadTenant } from './loadTenant.ts';
import { demoTenantFiles, edit, memoryReader } from './testing/memoryTenant.ts';
import { positionOf } from './testing/positionOf.ts';

describe('{label} in a validation message', () => {
  it('is the label of the question that asks the answer, so a relabelled question updates its message', () => {
    const files = demoTenantFiles();
    edit(files, 'schema/about.json', '"errorMessage": "First Name"', '"errorMessage": "{label}"');
    edit(files, 'schema/about.json', '"errorMessage": "Last Name"', '"errorMessage": "Please give your {label}."');
    edit(files, 'pages/about.json', '"label": "First Name"', '"label": "Given name"');
    const loaded = loadTenant('demo', memoryReader(files));
    expect(loaded.problems).toEqual([]);
    expect(loaded.validation!.validator({ first_name: '', last_name: '' })).toMatchObject({
      first_name: ['Given name'],
      last_name: ['Please give your Last Name.'],
    });
  });

  it('unknown-label: a {label} about no one answer is reported where it is written', () => {
    const files = demoTenantFiles();
    const text = edit(
      files,
      'schema/about.json',
      '"errorMessage": {\n          "properties": {\n            "state": "State"',
      '"errorMessage": {\n          "_": "{label}",\n          "properties": {\n            "state": "State"',
    );
    const { problems } = loadTenant('demo', memoryReader(files));
    expect(problems.map(({ file, line, column, rule }) => ({ file, line, column, rule }))).toEqual([
      { file: 'schema/about.json', ...positionOf(text, '"{label}"'), rule: 'unknown-label' },
    ]);
  });
});
