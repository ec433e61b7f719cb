import { describe, expect, it } from 'vitest';
import { slowPatternReason } from './slowPatternReason.ts';

describe('slowPatternReason', () => {
  it('finds the patterns whose time doubles with each character, or grows with a high power of the length', () => {
    for (const pattern of [
      '^$|^([a-zA-Z]+\\s?)*$',
      '^(a+)+$',
      '^([a-z]+ ?)+$',
      '^(\\w+\\.?)*\\w+@',
      '^(\\d+\\d+)*$',
      '^(\\w|\\d)+$',
      '^([a-z]|[a-z0-9])*$',
      '^(a|a)*$',
    ]) {
      expect({ pattern, growth: slowPatternReason(pattern)?.growth }).toEqual({ pattern, growth: 'exponential' });
    }
    expect(slowPatternReason('^(.*a){12}$')?.growth).toBe(12);
  });

  it('lets through linear patterns, the rewrites it suggests, and those only quadratic (common e-mail patterns)', () => {
    for (const pattern of [
      '^[a-zA-Z]+( [a-zA-Z]+)*$',
      '^[a-z0-9-]+( [a-z0-9-]+)*$',
      '^$|^\\d{1,3}(\\.\\d)?$',
      '^\\d{5}(-\\d{4})?$',
      '^(a|ab)*c$',
      '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$',
      '^\\d+\\d+$',
      '^(a+){2}$',
      'not a pattern (',
    ]) {
      expect({ pattern, slow: slowPatternReason(pattern) }).toEqual({ pattern, slow: undefined });
    }
  });
});
