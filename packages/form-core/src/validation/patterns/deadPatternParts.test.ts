import { describe, expect, it } from 'vitest';
import { deadPatternParts } from './deadPatternParts.ts';

describe('parts of a pattern that can never match', () => {
  it('finds a "$" in the middle: the permanent-resident rule that refused everyone', () => {
    expect(deadPatternParts('^$|^A$\\d{8,9}')).toEqual([
      { kind: 'never', part: '^A$\\d{8,9}', reason: expect.stringContaining('"$" marks the end of the answer') },
    ]);
  });

  it('finds a "^" after required characters, and an empty class', () => {
    expect(deadPatternParts('x^y')).toEqual([{ kind: 'never', part: 'x^y', reason: expect.stringContaining('"^"') }]);
    expect(deadPatternParts('^a[]b$')).toEqual([
      { kind: 'never', part: '^a[]b$', reason: '"[]" matches no character at all' },
    ]);
  });

  it('finds empty alternatives: at the top level every answer passes, in a group the group is optional', () => {
    expect(deadPatternParts('\\d{5}|')).toEqual([
      { kind: 'empty', part: '\\d{5}|', reason: expect.stringContaining('so every answer passes') },
    ]);
    expect(deadPatternParts('^(a||b)$')).toEqual([
      { kind: 'empty', part: '(a||b)', reason: expect.stringContaining('write "?" after the group') },
    ]);
  });

  it('leaves sound patterns alone, optional endings and alternatives included', () => {
    for (const pattern of [
      '^$|^A\\d{8,9}$',
      '^\\d{5}(-\\d{4})?$',
      '^(a|b$)c?$',
      '^$',
      '^[a-zA-Z]+( [a-zA-Z]+)*$',
      '^\\(([2-9]\\d{2})\\) ([2-9]\\d{2})-\\d{4}$',
      '[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}',
      '(^|x)y',
    ]) {
      expect(deadPatternParts(pattern), pattern).toEqual([]);
    }
  });

  it('names each dead alternative once, and ignores what does not parse', () => {
    expect(deadPatternParts('^a$b$|^ok$')).toHaveLength(1);
    expect(deadPatternParts('(unclosed')).toEqual([]);
  });
});
