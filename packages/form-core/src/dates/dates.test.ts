import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAtLeastYearsAgo, isNotMoreThanYearsAgo, isoDateYearsAgo } from './dateYearsAgo.ts';
import { isValidIsoDate } from './isValidIsoDate.ts';
import { localIsoDate, todayIsoDate } from './localIsoDate.ts';
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
    // Leap years: every fourth, but not centuries unless divisible by 400.
    expect(isValidIsoDate('2000-02-29')).toBe(true);
    expect(isValidIsoDate('1900-02-29')).toBe(false);
    expect(isValidIsoDate('2023-12-31')).toBe(true);
    expect(isValidIsoDate('2023-13-01')).toBe(false);
    expect(isValidIsoDate('2023-00-10')).toBe(false);
    expect(isValidIsoDate('2023-06-00')).toBe(false);
    expect(isValidIsoDate('2023-06-30T00:00')).toBe(false);
  });

  it('counts whole years (ages)', () => {
    expect(yearsAgo('2012-06-15', now)).toBe(13);
    expect(yearsAgo('2012-06-16', now)).toBe(12);
    expect(yearsAgo('nope', now)).toBeNaN();
    // The local date counts, not the hour: a birthday is reached at midnight.
    expect(yearsAgo('2012-06-15', new Date(2025, 5, 15, 0, 0))).toBe(13);
    expect(yearsAgo('2012-06-15', new Date(2025, 5, 14, 23, 59))).toBe(12);
    // Born on Feb 29: a year older on Mar 1 of a common year, on Feb 29 of a leap year.
    expect(yearsAgo('2012-02-29', new Date(2025, 1, 28))).toBe(12);
    expect(yearsAgo('2012-02-29', new Date(2025, 2, 1))).toBe(13);
    expect(yearsAgo('2012-02-29', new Date(2028, 1, 29))).toBe(16);
    // Across a year end, and dates after today.
    expect(yearsAgo('2012-12-31', new Date(2025, 0, 1))).toBe(12);
    expect(yearsAgo('2025-06-15', now)).toBe(0);
    expect(yearsAgo('2026-06-14', now)).toBe(0);
    expect(yearsAgo('2026-06-15', now)).toBe(-1);
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
    expect(isoDateYearsAgo(4, new Date(2024, 1, 29))).toBe('2020-02-29');
    expect(isoDateYearsAgo(13, new Date(2025, 0, 5, 23, 59))).toBe('2012-01-05');
  });

  it('writes the local date with four-digit years', () => {
    expect(localIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    const early = new Date(2025, 0, 1);
    early.setFullYear(812);
    expect(localIsoDate(early)).toBe('0812-01-01');
  });
});

describe('todayIsoDate', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the local date now, and the next day from local midnight on', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 2, 1, 23, 59, 30));
    expect(todayIsoDate()).toBe('2026-03-01');
    vi.setSystemTime(new Date(2026, 2, 1, 23, 59, 59));
    expect(todayIsoDate()).toBe('2026-03-01');
    // Less than a minute after the last working-out, but past midnight.
    vi.setSystemTime(new Date(2026, 2, 2, 0, 0, 1));
    expect(todayIsoDate()).toBe('2026-03-02');
  });

  it('follows the clock when it is set back', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 5, 10, 12));
    expect(todayIsoDate()).toBe('2026-06-10');
    vi.setSystemTime(new Date(2026, 5, 9, 12));
    expect(todayIsoDate()).toBe('2026-06-09');
  });
});
