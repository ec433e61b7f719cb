import { describe, expect, it } from 'vitest';
import { demoBundle } from '../../__fixtures__/demoTenant.ts';
import { loadTenant } from '../loadTenant.ts';
import { demoTenantFiles, memoryReader } from '../testing/memoryTenant.ts';
import { positionOf } from '../testing/positionOf.ts';
import { parseJsonSource } from '../json/jsonSourceFile.ts';
import type { TenantProblem } from '../tenantProblem.ts';
import type { AddAnotherBlocks } from './addAnotherBlocks.ts';
import { expandTemplateFile } from './expandTemplateFile.ts';

type Files = Map<string, string | Uint8Array>;
type Json = Record<string, unknown>;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const text = (files: Files, path: string) => files.get(path) as string;

/** Rewrites a JSON file of the map through `change` (which gets and returns its parsed value). */
function rewrite(files: Files, path: string, change: (value: Json) => Json): void {
  files.set(path, json(change(JSON.parse(text(files, path)) as Json)));
}

/** The demo's high-school block (max 3) declared once: its 21 data-model keys as 7 `{n}` keys, in their place. */
function highSchoolDeclaredOnce(files: Files): void {
  rewrite(files, 'data-model.json', (model) => {
    const keys: Json = {};
    for (const [key, value] of Object.entries(model.keys as Json)) {
      if (/^hs_(2_|3_)/.test(key)) continue;
      keys[key.startsWith('hs_') ? key.replace(/^hs_/, 'hs{n}_') : key] = value;
    }
    return { ...model, keys };
  });
}

/** The GPA-scale rule written once for every high school, with the school's number in its message. */
function gpaRuleDeclaredOnce(files: Files): void {
  rewrite(files, 'schema/education.json', (schema) => {
    const [gpa, ...rest] = schema.allOf as Json[];
    const template = JSON.parse(JSON.stringify(gpa).replaceAll('hs_gpa', 'hs{n}_gpa')) as Json;
    const then = template.then as { errorMessage: { properties: Json } };
    then.errorMessage.properties['hs{n}_gpa_scale'] = 'High School {i}: what GPA scale is used?';
    return { ...schema, allOf: [template, ...rest] };
  });
  rewrite(files, 'error-summary.json', (summary) => {
    const pages = summary.pages as Record<string, string[]>;
    return { ...summary, pages: { ...pages, education: pages.education!.map((k) => k.replace('hs_', 'hs{n}_')) } };
  });
}

function load(change: (files: Files) => void) {
  const files = demoTenantFiles();
  change(files);
  return { ...loadTenant('demo', memoryReader(files)), files };
}

const placed = (problems: { file: string; line: number; column: number; rule: string }[]) =>
  problems.map(({ file, line, column, rule }) => ({ file, line, column, rule }));

describe('add-another templates declared once', () => {
  it('expands a {n} data-model key to every instance of its block, in its place and order', () => {
    const loaded = load(highSchoolDeclaredOnce);
    expect(loaded.problems).toEqual([]);
    expect(text(loaded.files, 'data-model.json')).not.toContain('hs_2_');
    expect(Object.keys(loaded.bundle!.dataModel.keys)).toEqual(Object.keys(demoBundle.dataModel.keys));
    expect(loaded.bundle!.dataModel).toEqual(demoBundle.dataModel);
  });

  it('takes the number of instances from the block on the page (its max)', () => {
    const loaded = load((files) => {
      highSchoolDeclaredOnce(files);
      files.set('pages/education.json', text(files, 'pages/education.json').replace('"max": 3', '"max": 2'));
    });
    expect(loaded.problems).toEqual([]);
    const keys = Object.keys(loaded.bundle!.dataModel.keys);
    expect(keys).toContain('hs_2_gpa');
    expect(keys.filter((key) => key.startsWith('hs_3_'))).toEqual([]);
  });

  it('expands a rule and an error-summary entry once per instance, {i} in the message becoming its number', () => {
    const loaded = load((files) => {
      highSchoolDeclaredOnce(files);
      gpaRuleDeclaredOnce(files);
    });
    expect(loaded.problems).toEqual([]);
    expect(loaded.bundle!.errorSummary.pages.education).toEqual([
      'hs_gpa_scale',
      'hs_2_gpa_scale',
      'hs_3_gpa_scale',
      'sat_math',
      'fee_waiver_income',
      'legal_agree',
    ]);
    const rules = loaded.bundle!.schemas[1]!.allOf as unknown[];
    expect(rules).toHaveLength((demoBundle.schemas[1]!.allOf as unknown[]).length + 2);
    const errors = loaded.validation!.validator({ hs_gpa: '', hs_2_gpa: '3.2', hs_2_gpa_scale: '', hs_3_gpa: '' });
    expect(errors).toMatchObject({ hs_2_gpa_scale: ['High School 2: what GPA scale is used?'] });
    expect(errors).not.toHaveProperty('hs_gpa_scale');
    expect(errors).not.toHaveProperty('hs_3_gpa_scale');
  });

  it('places a finding about an expanded key at its template, once for all instances', () => {
    const loaded = load((files) => {
      highSchoolDeclaredOnce(files);
      rewrite(files, 'schema/education.json', (schema) => {
        const gpa = {
          type: 'string',
          pattern: '^$|^\\d(\\.\\d)?$',
          errorMessage: { patern: 'High School {i}: a GPA like 3.5' },
        };
        return { ...schema, properties: { ...(schema.properties as Json), 'hs{n}_gpa': gpa } };
      });
    });
    const misspelt = loaded.problems.filter((p) => p.rule === 'unknown-message-key');
    // One line for the one mistake, not one per high school.
    expect(misspelt).toEqual([
      {
        file: 'schema/education.json',
        ...positionOf(text(loaded.files, 'schema/education.json'), '"patern"'),
        rule: 'unknown-message-key',
        message: expect.stringContaining('"hs_gpa"'),
      },
    ]);
  });

  it('template-block: a {n} key that no add-another block asks, at the key, and left out', () => {
    const loaded = load((files) => {
      highSchoolDeclaredOnce(files);
      rewrite(files, 'data-model.json', (model) => ({
        ...model,
        keys: { ...(model.keys as Json), 'award{n}_name': { type: 'string' } },
      }));
    });
    const data = text(loaded.files, 'data-model.json');
    expect(placed(loaded.problems)).toEqual([
      { file: 'data-model.json', ...positionOf(data, '"award{n}_name"'), rule: 'template-block' },
    ]);
    expect(loaded.problems[0]!.message).toBe(
      '"award{n}_name" has {n}, which stands for the instance of an add-another block, but no add-another block ' +
        'asks "award_name" (the blocks: high_schools): write the key as the block\'s template writes it, with {n} in the same place',
    );
    expect(Object.keys(loaded.bundle!.dataModel.keys).filter((key) => key.startsWith('award'))).toEqual([]);
  });

  it('template-collision: an explicit key that a template also declares, at the explicit key', () => {
    const loaded = load((files) => {
      highSchoolDeclaredOnce(files);
      rewrite(files, 'data-model.json', (model) => ({
        ...model,
        keys: { ...(model.keys as Json), hs_2_gpa: { type: 'string' } },
      }));
      gpaRuleDeclaredOnce(files);
      rewrite(files, 'error-summary.json', (summary) => {
        const pages = summary.pages as Record<string, string[]>;
        return { ...summary, pages: { ...pages, education: [...pages.education!, 'hs_3_gpa_scale'] } };
      });
    });
    const data = text(loaded.files, 'data-model.json');
    const summary = text(loaded.files, 'error-summary.json');
    expect(placed(loaded.problems)).toEqual([
      { file: 'data-model.json', ...positionOf(data, '"hs_2_gpa"'), rule: 'template-collision' },
      { file: 'error-summary.json', ...positionOf(summary, '"hs_3_gpa_scale"'), rule: 'template-collision' },
    ]);
    expect(loaded.problems[0]!.message).toBe(
      '"hs_2_gpa" is also what "hs{n}_gpa" becomes for instance 2 of add-another block "high_schools": ' +
        'remove this one (the template declares it) or the template',
    );
    expect(loaded.bundle!.errorSummary.pages.education!.filter((key) => key === 'hs_3_gpa_scale')).toHaveLength(1);
  });

  it('template-placement: {n} in a message, or in a page outside an add-another template', () => {
    const loaded = load((files) => {
      highSchoolDeclaredOnce(files);
      files.set(
        'schema/education.json',
        text(files, 'schema/education.json').replace(
          '"You must agree to the terms."',
          '"You must agree to the terms {n}."',
        ),
      );
      files.set('pages/about.json', text(files, 'pages/about.json').replace('"First Name"', '"First Name {n}"'));
    });
    expect(placed(loaded.problems)).toEqual([
      {
        file: 'pages/about.json',
        ...positionOf(text(loaded.files, 'pages/about.json'), '"First Name {n}"'),
        rule: 'template-placement',
      },
      {
        file: 'schema/education.json',
        ...positionOf(text(loaded.files, 'schema/education.json'), '"You must agree to the terms {n}."'),
        rule: 'template-placement',
      },
    ]);
    expect(loaded.problems[1]!.message).toContain('but this is not a key');
  });

  it('template-placement: {n} in the message of a rule written once, reported once', () => {
    const loaded = load((files) => {
      highSchoolDeclaredOnce(files);
      gpaRuleDeclaredOnce(files);
      files.set(
        'schema/education.json',
        text(files, 'schema/education.json').replace('High School {i}: what', 'High School {n}: what'),
      );
    });
    expect(placed(loaded.problems)).toEqual([
      {
        file: 'schema/education.json',
        ...positionOf(text(loaded.files, 'schema/education.json'), '"High School {n}: what'),
        rule: 'template-placement',
      },
    ]);
  });

  it('template-block: one entry naming the keys of two blocks', () => {
    const blocks: AddAnotherBlocks = {
      blockOf: (key) => (key.startsWith('hs{n}') ? hs : key.startsWith('award{n}') ? awards : undefined),
      ids: ['high_schools', 'awards'],
    };
    const hs = { id: 'high_schools', instances: 3 };
    const awards = { id: 'awards', instances: 2 };
    const schema = { allOf: [{ if: { required: ['hs{n}_gpa'] }, then: { required: ['award{n}_name'] } }] };
    const problems: TenantProblem[] = [];
    const expanded = expandTemplateFile(parseJsonSource(json(schema), 'schema/x.json'), blocks, problems);
    expect(problems.map((p) => [p.rule, p.line, p.message])).toEqual([
      [
        'template-block',
        positionOf(json(schema), '"award{n}_name"').line,
        'this entry names "hs{n}_gpa" of add-another block "high_schools" and "award{n}_name" of block "awards": ' +
          '{n} stands for the instances of one block, so write one entry per block',
      ],
    ]);
    expect(expanded.value).toEqual({ allOf: [] });
  });

  it("records where each expanded value was written; a description may name the instance's key with {n}", () => {
    const blocks: AddAnotherBlocks = { blockOf: () => ({ id: 'awards', instances: 2 }), ids: ['awards'] };
    const award = { type: 'string', description: 'Name of award {i} (award{n}_name)' };
    const model = { keys: { first: { type: 'string' }, 'award{n}_name': award, last: { type: 'string' } } };
    const problems: TenantProblem[] = [];
    const expanded = expandTemplateFile(parseJsonSource(json(model), 'data-model.json'), blocks, problems);
    expect(problems).toEqual([]);
    expect((expanded.value as { keys: Record<string, { description?: string }> }).keys.award_2_name).toEqual({
      type: 'string',
      description: 'Name of award 2 (award_2_name)',
    });
    expect(Object.keys((expanded.value as { keys: Json }).keys)).toEqual([
      'first',
      'award_name',
      'award_2_name',
      'last',
    ]);
    expect(expanded.origins.get('/keys/award_2_name/type')).toBe('/keys/award{n}_name/type');
    expect(expanded.origins.get('/keys/last')).toBe('/keys/last');
  });
});
