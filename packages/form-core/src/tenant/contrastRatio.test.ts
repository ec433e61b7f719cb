import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrastRatio.ts';

describe('contrastRatio (WCAG 2)', () => {
  it('gives the published extremes and reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 on white is the lightest grey that meets 4.5:1; #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#ffffff', '#003a70')).toBeCloseTo(11.42, 1);
  });

  it('is symmetric and reads upper-case hex', () => {
    expect(contrastRatio('#003A70', '#FFFFFF')).toBe(contrastRatio('#ffffff', '#003a70'));
  });

  it('refuses what is not #rrggbb', () => {
    expect(() => relativeLuminance('navy')).toThrow(/not a colour written #rrggbb/);
  });
});
