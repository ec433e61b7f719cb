// What config-lint reads with --widgets=<this file>: the default specs and the likertScale spec, each joined
// with its authoring part (description and options schema).
import { authoredWidgetSpecs, withAuthoring } from '@admissions/form-core';
import { likertScaleAuthoring } from './likertScaleAuthoring.ts';
import { likertScaleSpec } from './likertScaleSpec.ts';

export const widgetSpecs = authoredWidgetSpecs.extend({
  likertScale: withAuthoring(likertScaleSpec, likertScaleAuthoring),
});
