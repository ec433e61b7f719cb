import { describe, expect, it } from 'vitest';
import { educationRows } from './educationRows.ts';
import { validateTenantAnswers } from './validateTenantAnswers.ts';

describe('Your Academics validation', () => {
  it.each(educationRows)('$name', ({ change, addAnother, expected }) => {
    expect(validateTenantAnswers(change, addAnother)).toEqual(expected);
  });
});
