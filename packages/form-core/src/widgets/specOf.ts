import type { QuestionDefinition } from '../definition/types.ts';
import type { WidgetSpecs } from './createWidgetSpecs.ts';
import { defaultWidgetSpecs } from './defaultWidgetSpecs.ts';
import { unknownWidgetSpec } from './specs/unknownWidgetSpec.ts';
import type { WidgetSpec } from './WidgetSpec.ts';

/** The spec of a question's widget; an unregistered name (a configuration error) writes its key as text. */
export function specOf(question: QuestionDefinition, widgets: WidgetSpecs = defaultWidgetSpecs): WidgetSpec {
  return widgets.get(question.widget) ?? unknownWidgetSpec;
}
