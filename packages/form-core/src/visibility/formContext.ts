import type { OptionDefinition } from '../definition/types.ts';
import type { WidgetSpecs } from '../widgets/createWidgetSpecs.ts';

/** What visibility needs besides the form state. */
export interface FormContext {
  /** The tenant's option lists (tenant.json `optionLists`), for conditional selects. */
  optionLists?: Record<string, OptionDefinition[]>;
  /** The tenant's named date windows (tenant.json `dateWindows`), for date-window content. */
  dateWindows?: Record<string, { start: string; end: string }>;
  /** The current time; defaults to the real clock. */
  now?: Date;
  /** The widget specs the pages are read with (default: form-core's defaultWidgetSpecs). */
  widgets?: WidgetSpecs;
}
