import { describe, expect, it } from 'vitest';
import { signTestPValue } from './signTest.ts';

describe('signTestPValue', () => {
  it('is 1 for an even split and when there are no pairs', () => {
    expect(signTestPValue(5, 5)).toBe(1);
    expect(signTestPValue(0, 0)).toBe(1);
  });

  it('is the two-sided binomial tail', () => {
    // 10 pairs all one way: 2 * (1/2)^10.
    expect(signTestPValue(10, 0)).toBeCloseTo(2 / 1024, 10);
    // 9 of 10: 2 * (1 + 10) / 1024.
    expect(signTestPValue(1, 9)).toBeCloseTo(22 / 1024, 10);
    // 20 of 30 (a split that looks convincing and is not): 0.099.
    expect(signTestPValue(20, 10)).toBeCloseTo(0.0987, 3);
  });

  it('does not depend on which side won', () => {
    expect(signTestPValue(7, 23)).toBe(signTestPValue(23, 7));
  });
});
