import { describe, expect, it } from 'vitest';
import { cloneDemoBundle, demoBundle } from '../__fixtures__/demoTenant.ts';
import type { QuestionDefinition, SwitchDefinition, TenantBundle } from '../definition/types.ts';
import type { MigrationStep } from '../migrations/migrationSteps.ts';
import { canonicalJson } from './definitionFacts.ts';
import { type DefinitionChange, definitionChanges, touchesSavedAnswers } from './definitionChanges.ts';
import { describeDefinitionChange } from './describeDefinitionChange.ts';
import { migrationCovers } from './migrationCoverage.ts';

function question(bundle: TenantBundle, key: string): QuestionDefinition {
  for (const page of bundle.pages) {
    for (const section of page.sections) {
      const found = JSON.stringify(section.items).includes(`"key":"${key}"`);
      if (!found) continue;
      const stack: unknown[] = [...section.items];
      while (stack.length > 0) {
        const item = stack.pop() as Record<string, unknown>;
        if (item && typeof item === 'object') {
          if (item.key === key) return item as unknown as QuestionDefinition;
          for (const value of Object.values(item)) {
            if (Array.isArray(value)) stack.push(...value);
            else if (value && typeof value === 'object') stack.push(...Object.values(value as object));
          }
        }
      }
    }
  }
  throw new Error(`no question ${key}`);
}

function described(before: TenantBundle, after: TenantBundle): string[] {
  return definitionChanges(before, after).map(describeDefinitionChange);
}

describe('definitionChanges', () => {
  it('finds nothing between a definition and its copy', () => {
    expect(definitionChanges(demoBundle, cloneDemoBundle())).toEqual([]);
  });

  it('names a removed question with its label and every stored key it stands for', () => {
    const next = cloneDemoBundle();
    const page = next.pages[0]!;
    page.sections[0]!.items = page.sections[0]!.items.filter((item) => (item as QuestionDefinition).key !== 'gender');
    delete next.dataModel.keys.gender;
    delete next.dataModel.keys.gender_desc;
    const changes = definitionChanges(demoBundle, next);
    expect(changes).toEqual([{ kind: 'keyRemoved', key: 'gender', keys: ['gender', 'gender_desc'], label: 'Gender' }]);
    expect(changes.map(describeDefinitionChange)).toEqual([
      'Question "Gender" (gender) was removed (or its answer key renamed).',
    ]);
    expect(touchesSavedAnswers(changes[0]!)).toBe(true);
  });

  it('sees a renamed key as one removed and one added', () => {
    const next = cloneDemoBundle();
    question(next, 'birth_date').key = 'date_of_birth';
    next.dataModel.keys.date_of_birth = next.dataModel.keys.birth_date!;
    delete next.dataModel.keys.birth_date;
    expect(described(demoBundle, next)).toEqual([
      'Question "Date of Birth" (birth_date) was removed (or its answer key renamed).',
      'New question "Date of Birth" (date_of_birth).',
    ]);
  });

  it('lists a removed, an added and a relabelled choice', () => {
    const next = cloneDemoBundle();
    const gender = question(next, 'gender') as QuestionDefinition<{ choices: { value: string; label: string }[] }>;
    gender.options!.choices = [
      { value: '', label: '--' },
      { value: 'F', label: 'Woman' },
      { value: 'M', label: 'Male' },
      { value: 'N', label: 'Non-binary' },
    ];
    expect(described(demoBundle, next)).toEqual([
      'Choice "Another gender" (code X) was removed from "Gender" (gender) (or its code changed).',
      'Reworded option F of the question gender: "Female" is now "Woman".',
      'New choice "Non-binary" (code N) in "Gender" (gender).',
    ]);
  });

  it('reads choices from the option lists of tenant.json', () => {
    const next = cloneDemoBundle();
    next.config.optionLists.visaStatuses = [{ value: 'F1', label: 'F-1 Student' }];
    const changes = definitionChanges(demoBundle, next);
    expect(changes).toEqual([
      expect.objectContaining({ kind: 'optionRemoved', key: 'citizenship_visa_status', code: 'J1' }),
    ]);
  });

  it('sees a question become required and stop being required', () => {
    const next = cloneDemoBundle();
    question(next, 'birth_date').required = true;
    question(next, 'first_name').required = false;
    expect(described(demoBundle, next)).toEqual([
      '"First Name" (first_name) is no longer required.',
      '"Date of Birth" (birth_date) is now required.',
    ]);
  });

  it('sees a changed condition of the question or of the switch case around it', () => {
    const next = cloneDemoBundle();
    const details = next.pages[0]!.sections.find((s) => s.id === 'citizenship')!.items[1] as SwitchDefinition;
    details.cases[1]!.condition = { valueKey: 'citizenship_type', operator: 'equals', target: '3' };
    expect(definitionChanges(demoBundle, next)).toEqual([
      {
        kind: 'conditionChanged',
        key: 'citizenship_visa_status',
        keys: ['citizenship_visa_status', 'citizenship_visa_status_desc'],
        label: 'Visa Status',
      },
    ]);
  });

  it('groups the instances of an add-another question under its first key', () => {
    const next = cloneDemoBundle();
    const schools = JSON.stringify(next.pages[1]).replaceAll('hs{n}_gpa_scale', 'hs{n}_scale');
    next.pages[1] = JSON.parse(schools) as (typeof next.pages)[number];
    for (const suffix of ['', '_2', '_3']) {
      delete next.dataModel.keys[`hs${suffix}_gpa_scale`];
      next.dataModel.keys[`hs${suffix}_scale`] = { type: 'string' };
    }
    const changes = definitionChanges(demoBundle, next);
    expect(changes).toEqual([
      {
        kind: 'keyRemoved',
        key: 'hs_gpa_scale',
        keys: ['hs_gpa_scale', 'hs_2_gpa_scale', 'hs_3_gpa_scale'],
        label: 'GPA scale',
      },
      { kind: 'keyAdded', key: 'hs_scale', keys: ['hs_scale', 'hs_2_scale', 'hs_3_scale'], label: 'GPA scale' },
    ]);
  });

  it('lists reworded labels, hints, titles, banners and messages, which touch no saved answer', () => {
    const next = cloneDemoBundle();
    question(next, 'last_name').label = 'Family name';
    question(next, 'last_name').hint = 'As in your passport';
    next.pages[0]!.title = 'About you';
    next.config.banners.submitted = { paragraphs: ['Thank you.'] };
    const changes = definitionChanges(demoBundle, next);
    expect(changes.map(describeDefinitionChange)).toEqual([
      'Reworded the label of the question last_name: "Last Name" is now "Family name".',
      'Reworded the hint of the question last_name: "" is now "As in your passport".',
      'Reworded the title of page "about": "About You" is now "About you".',
      'Reworded the text at banners.submitted.paragraphs.1: "Welcome." is now "Thank you.".',
    ]);
    expect(changes.some(touchesSavedAnswers)).toBe(false);
  });
});

describe('migrationCovers', () => {
  const removed: DefinitionChange = { kind: 'keyRemoved', key: 'gender', keys: ['gender', 'gender_desc'] };
  const removedCode: DefinitionChange = {
    kind: 'optionRemoved',
    key: 'gender',
    keys: ['gender'],
    code: 'X',
    optionLabel: 'X',
  };
  const steps = (...list: MigrationStep[]): MigrationStep[] => list;

  it('covers a removed question of "Add another" by a step written with its template, as migrations.json writes it', () => {
    const removedBlockKey: DefinitionChange = { kind: 'keyRemoved', key: 'hs_gpa', keys: ['hs_gpa', 'hs_2_gpa'] };
    expect(migrationCovers(removedBlockKey, steps({ id: 'a', drop: { key: 'hs{n}_gpa' } }))).toBe(true);
    expect(migrationCovers(removedBlockKey, steps({ id: 'a', rename: { from: 'hs{n}_gpa', to: 'hs{n}_gr' } }))).toBe(
      true,
    );
    expect(migrationCovers(removedBlockKey, steps({ id: 'a', drop: { key: 'hs{n}_grade' } }))).toBe(false);
  });

  it('covers a removed key by a rename, drop or re-ask of it, and nothing else', () => {
    expect(migrationCovers(removed, steps({ id: 'a', rename: { from: 'gender', to: 'sex' } }))).toBe(true);
    expect(migrationCovers(removed, steps({ id: 'a', drop: { key: 'gender' } }))).toBe(true);
    expect(migrationCovers(removed, steps({ id: 'a', reask: { key: 'gender' } }))).toBe(true);
    expect(migrationCovers(removed, steps({ id: 'a', rename: { from: 'sex', to: 'gender' } }))).toBe(false);
    expect(migrationCovers(removed, [])).toBe(false);
  });

  it('covers a removed code by a mapping of that code, or a drop or re-ask of the question', () => {
    expect(migrationCovers(removedCode, steps({ id: 'a', mapCodes: { key: 'gender', codes: { X: 'N' } } }))).toBe(true);
    expect(migrationCovers(removedCode, steps({ id: 'a', mapCodes: { key: 'gender', codes: { Y: 'N' } } }))).toBe(
      false,
    );
    expect(migrationCovers(removedCode, steps({ id: 'a', reask: { key: 'gender' } }))).toBe(true);
  });
});

describe('canonicalJson', () => {
  it('gives the same text whatever the order of object keys', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: 0 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [2, { x: 0, y: 1 }] }, b: 1 }),
    );
  });
});
