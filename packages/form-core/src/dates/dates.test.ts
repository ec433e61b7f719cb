import { describe, expect, it } from 'vitest';
import { isAtLeastYearsAgo, isNotMoreThanYearsAgo, isoDateYearsAgo } from './dateYearsAgo.ts';
import { isValidIsoDate } from './isValidIsoDate.ts';
import { isWithinDateWindow } from './isWithinDateWindow.ts';
import { yearWindow } from './yearWindow.ts';
import { yearsAgo } from './yearsAgo.ts';

const now = new Date(2025, 5, 15, 10, 0);

describe('dates', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2023-02-29')).toBe(false);
    expect(isValidIsoDate('2023-04-31')).toBe(false);
    expect(isValidIsoDate('2023-4-1')).toBe(false);
    expect(isValidIsoDate('01/02/2003')).toBe(false);
    expect(isValidIsoDate('')).toBe(false);
    expect(isValidIsoDate(20230101)).toBe(false);
  });

  it('counts whole years (ages)', () => {
    expect(yearsAgo('2012-06-15', now)).toBe(13);
    expect(yearsAgo('2012-06-16', now)).toBe(12);
    expect(yearsAgo('nope', now)).toBeNaN();
  });

  it('checks date windows inclusively on the local date', () => {
    expect(isWithinDateWindow(now, '2025-06-15', '2025-06-15')).toBe(true);
    expect(isWithinDateWindow(new Date(2025, 5, 15, 23, 59), '2025-06-01', '2025-06-15')).toBe(true);
    expect(isWithinDateWindow(new Date(2025, 5, 16, 0, 0), '2025-06-01', '2025-06-15')).toBe(false);
    expect(isWithinDateWindow(now, '2025-06-16', '2025-07-01')).toBe(false);
    expect(isWithinDateWindow(now, 'soon', '2025-07-01')).toBe(false);
  });

  it('computes year windows', () => {
    expect(yearWindow(-74, 2, now)).toEqual({ min: 1951, max: 2027 });
  });

  it('checks years-ago limits at their boundaries', () => {
    expect(isoDateYearsAgo(13, now)).toBe('2012-06-15');
    expect(isAtLeastYearsAgo('2012-06-15', 13, now)).toBe(true);
    expect(isAtLeastYearsAgo('2012-06-16', 13, now)).toBe(false);
    expect(isNotMoreThanYearsAgo('1925-06-15', 100, now)).toBe(true);
    expect(isNotMoreThanYearsAgo('1925-06-14', 100, now)).toBe(false);
    expect(isAtLeastYearsAgo('', 13, now)).toBe(true);
    expect(isNotMoreThanYearsAgo('garbage', 100, now)).toBe(true);
    expect(isoDateYearsAgo(1, new Date(2024, 1, 29))).toBe('2023-02-28');
  });
});
