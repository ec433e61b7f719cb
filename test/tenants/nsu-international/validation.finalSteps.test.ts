import { describe, expect, it } from 'vitest';
import { finalStepsRows } from './finalStepsRows.ts';
import { validateTenantAnswers } from './validateTenantAnswers.ts';

describe('Final Steps validation', () => {
  it.each(finalStepsRows)('$name', ({ change, addAnother, expected }) => {
    expect(validateTenantAnswers(change, addAnother)).toEqual(expected);
  });
});
