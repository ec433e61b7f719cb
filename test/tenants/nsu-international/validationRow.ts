import type { Answers } from '@admissions/form-core';

/**
 * One row of a validation table: start from the valid application, apply
 * `change` (and add-another counts), and expect exactly these messages (an
 * empty object: no message at all).
 */
export interface ValidationRow {
  name: string;
  change: Answers;
  addAnother?: Record<string, number>;
  expected: Record<string, string[]>;
}
