import { defaultWidgetSpecs } from '../widgets/defaultWidgetSpecs.ts';
import type { WidgetSpecs } from '../widgets/createWidgetSpecs.ts';
import { descKey } from '../widgets/descKey.ts';
import { specOf } from '../widgets/specOf.ts';
import type { AnswerPart } from '../widgets/WidgetSpec.ts';
import type { QuestionDefinition } from './types.ts';

export { descKey };

/** The answer parts a question writes, from its widget's spec. */
export function questionParts(question: QuestionDefinition, widgets: WidgetSpecs = defaultWidgetSpecs): AnswerPart[] {
  return specOf(question, widgets).parts(question);
}

/** Every answer key of the parts, each coded part followed by its `{key}_desc`. */
export function partKeys(parts: readonly AnswerPart[]): string[] {
  const keys: string[] = [];
  for (const part of parts) {
    keys.push(part.key);
    if (part.coded) keys.push(descKey(part.key));
  }
  return [...new Set(keys)];
}

/**
 * Every answer key the question writes: its parts (the question key and the
 * companion keys its widget declares) and a `{key}_desc` for each coded part.
 */
export function questionAnswerKeys(question: QuestionDefinition, widgets: WidgetSpecs = defaultWidgetSpecs): string[] {
  return partKeys(questionParts(question, widgets));
}

/** The keys of the question that hold booleans (a checkbox, a button, the checks of a check group, an SMS opt-in). */
export function booleanAnswerKeys(question: QuestionDefinition, widgets: WidgetSpecs = defaultWidgetSpecs): string[] {
  return questionParts(question, widgets)
    .filter((part) => part.type === 'boolean')
    .map((part) => part.key);
}
