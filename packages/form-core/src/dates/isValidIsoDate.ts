import { type CalendarDate, daysInMonth } from './calendarDate.ts';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date a `YYYY-MM-DD` string names, or undefined when it names none (2023-02-29, 2023-13-01). */
export function parseIsoDate(value: unknown): CalendarDate | undefined {
  if (typeof value !== 'string') return undefined;
  const match = isoDate.exec(value);
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > daysInMonth(date.year, date.month)) {
    return undefined;
  }
  return date;
}

/** A real calendar date written `YYYY-MM-DD` (2023-02-29 is not). */
export function isValidIsoDate(value: unknown): value is string {
  return parseIsoDate(value) !== undefined;
}
