import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileValidator } from '@admissions/form-core';
import { describe, expect, it } from 'vitest';
import examplesSchema from '../../packages/form-core/schema/examples.schema.json';
import migrationsSchema from '../../packages/form-core/schema/migrations.schema.json';
import { validateDefinitionFile } from '../../packages/form-core/src/definitionFiles/validateDefinitionFile.ts';
import { validationSchemaWords } from '../../packages/form-core/src/tenant/rules/validationSchemaWords.ts';
import { createAjv } from '../../packages/form-core/src/validation/createAjv.ts';
import { repoRoot } from '../support/repositoryTenant.ts';
import { parseRecommendationSettings } from '../../packages/server/src/recommendations/recommendationSettings.ts';

const guide = readFileSync(join(repoRoot, 'docs/tenant-authoring.md'), 'utf8');
/** Every ```json block of the guide, as written. */
const blocks = [...guide.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => match[1]!.trim());

type Json = Record<string, unknown>;

/** A block as staff paste it: a whole JSON value, or the fields of an object (`"key": value, ...`). */
function parse(block: string): { value: Json; fragment: boolean } {
  try {
    return { value: JSON.parse(block) as Json, fragment: false };
  } catch {
    return { value: JSON.parse(`{${block}}`) as Json, fragment: true };
  }
}

const page = (items: unknown[]) => ({ id: 'p', path: '/p', title: 'P', step: 1, sections: [{ id: 's', items }] });
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Which file a block belongs to, and its problems there (empty: it is correct). */
function lint(block: string): { kind: string; problems: unknown[] } {
  const { value, fragment } = parse(block);
  const schemaProblems = (schema: Json) => {
    const words = validationSchemaWords(schema);
    if (words.length > 0) return words;
    try {
      compileValidator([schema as never]);
      return [];
    } catch (error) {
      return [String(error)];
    }
  };
  if ('kinds' in value) {
    // recommendations.json: its keys are checked against the tenant's data model at start; any key will do here.
    const { problems } = parseRecommendationSettings(value, { has: () => true });
    return { kind: 'recommendations.json', problems };
  }
  if ('examples' in value) {
    const validate = createAjv().compile(examplesSchema);
    return { kind: 'examples file', problems: validate(value) ? [] : (validate.errors ?? []) };
  }
  if ('steps' in value) {
    const validate = createAjv().compile(migrationsSchema);
    return { kind: 'migrations file', problems: validate(value) ? [] : (validate.errors ?? []) };
  }
  if (!fragment && 'items' in value && String(value.$schema ?? '').endsWith('checklist.schema.json'))
    return { kind: 'checklist', problems: validateDefinitionFile('checklist', value) };
  if ('key' in value && 'widget' in value)
    return { kind: 'question', problems: validateDefinitionFile('page', page([value])) };
  if ('kind' in value) return { kind: 'page item', problems: validateDefinitionFile('page', page([value])) };
  if (fragment && 'condition' in value) {
    const item = { kind: 'content', id: 'c', text: 'T', condition: value.condition };
    return { kind: 'condition', problems: validateDefinitionFile('page', page([item])) };
  }
  if (fragment && 'pages' in value)
    return { kind: 'error summary', problems: validateDefinitionFile('errorSummary', value) };
  if ('$schema' in value && Object.keys(value).length === 1) return { kind: '$schema line', problems: [] };
  if ('if' in value || 'properties' in value || ('type' in value && 'required' in value)) {
    const schema = 'properties' in value ? { type: 'object', ...value } : { allOf: [value] };
    return { kind: 'validation rule', problems: schemaProblems(schema) };
  }
  if (fragment && Object.values(value).every((v) => isObject(v) && 'type' in v)) {
    // `"key": { "type": ... }`: data-model keys, or the rules of answers.
    const dataModel = { keys: value };
    const asModel = validateDefinitionFile('dataModel', dataModel);
    if (asModel.length === 0) return { kind: 'data-model keys', problems: [] };
    return { kind: 'validation rule', problems: schemaProblems({ type: 'object', properties: value }) };
  }
  if (fragment && ['partner', 'branding', 'optionLists', 'text'].some((name) => name in value)) {
    // tenant.json fields, or a content text: each checked against tenant.json's schema where it belongs.
    if ('text' in value)
      return { kind: 'text', problems: typeof value.text === 'string' ? [] : ['text is not a text'] };
    // An excerpt: the fields it shows must be right; the fields it leaves out are not its subject.
    const problems = validateDefinitionFile('tenant', value).filter(
      (problem) =>
        Object.keys(value).some((name) => problem.path.startsWith(`/${name}`)) &&
        !problem.message.includes('is missing from'),
    );
    return { kind: 'tenant.json fields', problems };
  }
  if (!fragment && 'steps' in value) {
    // migrations.json: each step an id and exactly one of the step kinds, naming the keys it moves.
    const kinds = ['rename', 'mapCodes', 'drop', 'reask'];
    const steps = Array.isArray(value.steps) ? value.steps : [];
    const problems = steps.flatMap((step, i) => {
      if (!isObject(step) || typeof step.id !== 'string') return [`step ${i + 1} has no id`];
      const named = kinds.filter((kind) => isObject(step[kind]));
      return named.length === 1 ? [] : [`step ${i + 1} must have exactly one of ${kinds.join(', ')}`];
    });
    return { kind: 'migrations file', problems: steps.length > 0 ? problems : ['no steps'] };
  }
  return { kind: 'unknown', problems: ['the test does not know which file this block belongs to'] };
}

describe('every JSON example of docs/tenant-authoring.md, pasted as written, is correct', () => {
  it('the guide has its examples', () => {
    expect(blocks.length).toBeGreaterThan(15);
  });

  it.each(blocks.map((block, i) => [i + 1, block] as const))('block %i', (_n, block) => {
    expect(lint(block)).toMatchObject({ problems: [] });
  });
});

describe("the guide's rule table", () => {
  // Every rule config-lint can report, as the code names it.
  const ruleIds = new Set<string>();
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        for (const match of readFileSync(path, 'utf8').matchAll(
          /rule: '([a-z-]+)'|'(condition-shape|condition-value|missing-message|unknown-message-key)'/g,
        )) {
          ruleIds.add((match[1] ?? match[2])!);
        }
      }
    }
  };
  visit(join(repoRoot, 'packages/form-core/src'));

  it('lists every rule with an example message', () => {
    const rows = new Map(
      [...guide.matchAll(/^\| `([a-z-]+)` +\|(.*)\|(.*)\|$/gm)].map((match) => [match[1]!, match[3]!.trim()]),
    );
    expect(ruleIds.size).toBeGreaterThan(30);
    expect([...ruleIds].filter((rule) => !rows.has(rule))).toEqual([]);
    expect([...ruleIds].filter((rule) => (rows.get(rule) ?? '') === '')).toEqual([]);
  });
});

describe('the JSON examples of docs/definition-format.md that are files or parts of one, pasted as written', () => {
  const reference = readFileSync(join(repoRoot, 'docs/definition-format.md'), 'utf8');
  const referenceBlocks = [...reference.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => match[1]!.trim());
  // Blocks that are not JSON as written (excerpts with `...`) are not examples to paste.
  const kindOf = (block: string) => {
    try {
      return lint(block).kind;
    } catch {
      return 'unknown';
    }
  };
  const checked = referenceBlocks.map((block, i) => ({ n: i + 1, block, kind: kindOf(block) }));

  it('has examples the test can place', () => {
    expect(checked.filter(({ kind }) => kind !== 'unknown').length).toBeGreaterThan(5);
  });

  it.each(checked.filter(({ kind }) => kind !== 'unknown').map(({ n, block }) => [n, block] as const))(
    'block %i',
    (_n, block) => {
      expect(lint(block)).toMatchObject({ problems: [] });
    },
  );
});
