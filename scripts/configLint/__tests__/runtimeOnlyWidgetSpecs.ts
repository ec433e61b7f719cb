// A --widgets module that exports the run-time specs alone (what the browser registers), without their
// authoring parts: config-lint has no options schema to check against.
import { defaultWidgetSpecs } from '@admissions/form-core';

export const widgetSpecs = defaultWidgetSpecs;
