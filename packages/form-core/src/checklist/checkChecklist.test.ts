import { describe, expect, it } from 'vitest';
import { loadTenant } from '../tenant/loadTenant.ts';
import { demoTenantFiles, memoryReader } from '../tenant/testing/memoryTenant.ts';
import { positionOf } from '../tenant/testing/positionOf.ts';
import checklistSchema from '../../schema/checklist.schema.json';
import pageSchema from '../../schema/page.schema.json';
import { visibleChecklistItems } from './visibleChecklistItems.ts';

const goodChecklist = {
  heading: 'Your checklist',
  intro: 'Questions? Email {partner.helpEmail}.',
  items: [
    { id: 'submitted', title: 'Application submitted', receivedWhen: { submitted: true } },
    { id: 'transcript', title: 'Official transcript', document: { key: 'checklist_transcript' } },
    {
      id: 'visa',
      title: 'Visa copy',
      condition: { valueKey: 'citizenship_type', operator: 'equals', target: 'F' },
      document: { key: 'checklist_visa' },
    },
    { id: 'fee', title: 'Application fee' },
  ],
};

function load(checklist: unknown) {
  const files = demoTenantFiles();
  const text = typeof checklist === 'string' ? checklist : `${JSON.stringify(checklist, null, 2)}\n`;
  files.set('checklist.json', text);
  return { ...loadTenant('demo', memoryReader(files)), text };
}

const rules = (problems: { rule: string }[]) => problems.map((problem) => problem.rule);

describe('checklist.json', () => {
  it('loads into the bundle with placeholders resolved; a tenant without one has none', () => {
    const loaded = load(goodChecklist);
    expect(loaded.problems).toEqual([]);
    expect(loaded.bundle!.checklist!.intro).toBe('Questions? Email help@demo.example.');
    expect(loaded.bundle!.checklist!.items.map((item) => item.id)).toEqual(['submitted', 'transcript', 'visa', 'fee']);
    expect(loadTenant('demo', memoryReader(demoTenantFiles())).bundle!.checklist).toBeUndefined();
  });

  it('shows an item only while its condition holds for the answers', () => {
    const checklist = load(goodChecklist).bundle!.checklist;
    expect(visibleChecklistItems(checklist, { citizenship_type: 'U' }).map((item) => item.id)).toEqual([
      'submitted',
      'transcript',
      'fee',
    ]);
    expect(visibleChecklistItems(checklist, { citizenship_type: 'F' }).map((item) => item.id)).toContain('visa');
  });

  it('definition-schema: a misspelt field, a state the system cannot know, a bad id', () => {
    const { problems } = load({
      items: [
        { id: 'fee', titel: 'Fee' },
        { id: 'Transcript', title: 'Transcript', receivedWhen: { uploaded: true } },
      ],
    });
    expect(rules(problems).every((rule) => rule === 'definition-schema')).toBe(true);
    expect(problems.length).toBeGreaterThanOrEqual(3);
  });

  it('checklist-duplicate-id, checklist-unknown-key, checklist-document-key, checklist-two-sources: at the value', () => {
    const { problems, text } = load({
      items: [
        { id: 'fee', title: 'Fee', condition: { valueKey: 'citizenship_typ', operator: 'answered' } },
        { id: 'fee', title: 'Fee again' },
        { id: 'names', title: 'Names', document: { key: 'first_name' } },
        { id: 'one', title: 'One', document: { key: 'checklist_one' } },
        {
          id: 'two',
          title: 'Two',
          document: { key: 'checklist_one' },
          receivedWhen: { recommendation: 'counselor' },
        },
      ],
    });
    expect(rules(problems)).toEqual([
      'checklist-unknown-key',
      'checklist-duplicate-id',
      'checklist-document-key',
      'checklist-document-key',
      'checklist-two-sources',
    ]);
    expect(problems[0]!.message).toContain('did you mean "citizenship_type"?');
    expect(problems[1]).toMatchObject({ file: 'checklist.json', ...positionOf(text, '"fee"', 2) });
    expect(problems[2]!.message).toContain('is an answer key of the form');
  });

  it('a syntax mistake in checklist.json is reported and stops the checks', () => {
    const { problems, bundle } = load('{ "items": [ }');
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.file === 'checklist.json')).toBe(true);
    expect(bundle).toBeUndefined();
  });

  it('the checklist schema carries the page schema’s condition language unchanged', () => {
    for (const name of ['condition', 'conditionSpec', 'conditionTarget'] as const) {
      expect(checklistSchema.definitions[name]).toEqual(pageSchema.definitions[name]);
    }
  });
});
