import type { OptionDefinition } from '../definition/types.ts';

/** What visibility needs besides the form state. */
export interface FormContext {
  /** The tenant's option lists (tenant.json `optionLists`), for conditional selects. */
  optionLists?: Record<string, OptionDefinition[]>;
  /** The tenant's named date windows (tenant.json `dateWindows`), for date-window content. */
  dateWindows?: Record<string, { start: string; end: string }>;
  /** The current time; defaults to the real clock. */
  now?: Date;
}
