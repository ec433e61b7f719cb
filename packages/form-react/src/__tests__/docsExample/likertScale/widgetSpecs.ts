// What config-lint reads with --widgets=<this file>: the default specs and the likertScale spec.
import { defaultWidgetSpecs } from '@admissions/form-core';
import { likertScaleSpec } from './likertScaleSpec.ts';

export const widgetSpecs = defaultWidgetSpecs.extend({ likertScale: likertScaleSpec });
