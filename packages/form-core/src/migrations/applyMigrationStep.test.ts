import { describe, expect, it } from 'vitest';
import { demoBundle } from '../__fixtures__/demoTenant.ts';
import { applyMigrationStep, applyMigrationSteps } from './applyMigrationStep.ts';
import { tenantCodeLabel } from './tenantCodeLabel.ts';

describe('applyMigrationStep: one step on one application', () => {
  it('rename moves the answer and its _desc to the new key', () => {
    const outcome = applyMigrationStep(
      { gre_quant: '160', gre_quant_desc: 'One hundred sixty', first_name: 'Ada' },
      { id: 'r', rename: { from: 'gre_quant', to: 'gre_quantitative' } },
    );
    expect(outcome.answers).toEqual({
      gre_quantitative: '160',
      gre_quantitative_desc: 'One hundred sixty',
      first_name: 'Ada',
    });
    expect(outcome.changes).toEqual([
      { key: 'gre_quant', from: '160', to: undefined },
      { key: 'gre_quantitative', from: undefined, to: '160' },
      { key: 'gre_quant_desc', from: 'One hundred sixty', to: undefined },
      { key: 'gre_quantitative_desc', from: undefined, to: 'One hundred sixty' },
    ]);
    expect(outcome.archived).toEqual([]);
  });

  it('rename leaves both answers when the new key already holds one, and does nothing without an old answer', () => {
    const both = { gre_quant: '150', gre_quantitative: '165' };
    expect(applyMigrationStep(both, { id: 'r', rename: { from: 'gre_quant', to: 'gre_quantitative' } })).toMatchObject({
      answers: both,
      changes: [],
    });
    expect(applyMigrationStep({ gre_quant: '' }, { id: 'r', rename: { from: 'gre_quant', to: 'x' } }).changes).toEqual(
      [],
    );
  });

  it('a key with {n} applies to every add-another block', () => {
    const outcome = applyMigrationStep(
      { hs_gpa: '3.5', hs_2_gpa: '3.9', hs_3_gpa: '', hs_10_gpa: '4.0' },
      { id: 'r', rename: { from: 'hs{n}_gpa', to: 'hs{n}_grade_average' } },
    );
    expect(outcome.answers).toEqual({
      hs_grade_average: '3.5',
      hs_2_grade_average: '3.9',
      hs_3_gpa: '',
      hs_10_grade_average: '4.0',
    });
  });

  it('mapCodes maps old codes to new ones and writes the new label into _desc', () => {
    const codeLabel = tenantCodeLabel(demoBundle);
    const outcome = applyMigrationStep(
      { gender: 'F', gender_desc: 'Woman (old label)' },
      { id: 'm', mapCodes: { key: 'gender', codes: { F: 'M' } } },
      codeLabel,
    );
    expect(outcome.answers.gender).toBe('M');
    expect(outcome.answers.gender_desc).toBe('Male');
    expect(outcome.answers.gender_desc).not.toBe('');
    expect(outcome.changes.map((c) => c.key)).toEqual(['gender', 'gender_desc']);
  });

  it('mapCodes removes a _desc whose new label is not known, and leaves other codes alone', () => {
    const step = { id: 'm', mapCodes: { key: 'payer{n}', codes: { SELF: 'PERSONAL' } } };
    const outcome = applyMigrationStep(
      { payer: 'SELF', payer_desc: 'Self', payer_2: 'PARENT', payer_2_desc: 'Parent' },
      step,
    );
    expect(outcome.answers).toEqual({ payer: 'PERSONAL', payer_2: 'PARENT', payer_2_desc: 'Parent' });
  });

  it('drop takes the answer and its _desc out and archives them', () => {
    const outcome = applyMigrationStep(
      { religion: 'CATH', religion_desc: 'Catholic', first_name: 'Ada' },
      { id: 'd', drop: { key: 'religion' } },
    );
    expect(outcome.answers).toEqual({ first_name: 'Ada' });
    expect(outcome.archived).toEqual([
      { key: 'religion', value: 'CATH' },
      { key: 'religion_desc', value: 'Catholic' },
    ]);
    expect(outcome.reasked).toEqual([]);
  });

  it('reask archives and clears the answer of every block and lists the keys to ask again', () => {
    const outcome = applyMigrationStep(
      { hs_name: 'Central', hs_2_name: 'East', essay: 'x' },
      { id: 'q', reask: { key: 'hs{n}_name' } },
    );
    expect(outcome.answers).toEqual({ essay: 'x' });
    expect(outcome.archived).toEqual([
      { key: 'hs_name', value: 'Central' },
      { key: 'hs_2_name', value: 'East' },
    ]);
    expect(outcome.reasked).toEqual(['hs_name', 'hs_2_name']);
    // Nothing to clear, nothing to ask again.
    expect(applyMigrationStep({ essay: 'x' }, { id: 'q', reask: { key: 'hs_name' } }).reasked).toEqual([]);
    expect(applyMigrationStep({ hs_name: '' }, { id: 'q', reask: { key: 'hs_name' } })).toMatchObject({
      answers: { hs_name: '' },
      changes: [],
      reasked: [],
    });
  });

  it('steps apply in order, each on what the one before left, and never change their input', () => {
    const input = { gre_quant: '160', payer: 'SELF' };
    const { answers, outcomes } = applyMigrationSteps(input, [
      { id: 'a', rename: { from: 'gre_quant', to: 'gre_quantitative' } },
      { id: 'b', reask: { key: 'gre_quantitative' } },
      { id: 'c', mapCodes: { key: 'payer', codes: { SELF: 'PERSONAL' } } },
    ]);
    expect(answers).toEqual({ payer: 'PERSONAL' });
    expect(outcomes.get('b')?.archived).toEqual([{ key: 'gre_quantitative', value: '160' }]);
    expect(input).toEqual({ gre_quant: '160', payer: 'SELF' });
  });
});
