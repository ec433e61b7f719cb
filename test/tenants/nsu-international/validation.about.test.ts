import { describe, expect, it } from 'vitest';
import { aboutRows } from './aboutRows.ts';
import { validateTenantAnswers } from './validateTenantAnswers.ts';

describe('About You validation', () => {
  it('the valid application has no errors', () => {
    expect(validateTenantAnswers({})).toEqual({});
  });

  it.each(aboutRows)('$name', ({ change, addAnother, expected }) => {
    expect(validateTenantAnswers(change, addAnother)).toEqual(expected);
  });
});
