import type { QuestionDefinition } from '../../definition/types.ts';
import type { AnswerPart } from '../WidgetSpec.ts';

/** The one part of a widget that writes only its question key. */
export function valuePart(
  question: QuestionDefinition<object>,
  type: AnswerPart['type'] = 'string',
  coded = false,
): AnswerPart[] {
  return [{ key: question.key, role: 'value', type, ...(coded ? { coded } : {}) }];
}
