import type { OptionDefinition } from '../definition/types.ts';
import { blankOption } from './blankOption.ts';

export interface YearOptionsSettings {
  /** How many years (default 10). */
  count?: number;
  /** Count back from the start year (past, default) or forward (future). */
  direction?: 'past' | 'future';
  /** First year of the list; defaults to the current year plus `startYearOffset`. */
  startYear?: number;
  startYearOffset?: number;
}

/** Years as strings, starting at the start year and going back (past) or forward (future). */
export function yearOptions(settings: YearOptionsSettings = {}, now: Date = new Date()): OptionDefinition[] {
  const { count = 10, direction = 'past', startYearOffset = 0 } = settings;
  const start = settings.startYear ?? now.getFullYear() + startYearOffset;
  const step = direction === 'past' ? -1 : 1;
  const years = Array.from({ length: Math.max(0, count) }, (_, i) => String(start + i * step));
  return [blankOption, ...years.map((year) => ({ value: year, label: year }))];
}
