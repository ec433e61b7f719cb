import type { Answers, OptionDefinition, QuestionDefinition } from '../definition/types.ts';
import type { WidgetSpecs } from '../widgets/createWidgetSpecs.ts';
import { defaultWidgetSpecs } from '../widgets/defaultWidgetSpecs.ts';
import { specOf } from '../widgets/specOf.ts';

export { formatIsoDate } from '../widgets/printedAnswer.ts';

/** What the display needs of a stored document. */
export interface DisplayedDocument {
  file_name: string;
}

export const notAnswered = 'Not answered';

/**
 * The answer of a question as print-style lines of text, as the applicant
 * sees it (the read-only staff view and the application PDF), as its widget's
 * spec prints it: `_desc` labels for coded answers, formatted dates, Yes/No
 * for booleans, documents noted as "Document attached: <file name>". Empty
 * answers give no lines (the view shows "Not answered"); `null` means the
 * question has no row of its own in a print (a button: only what it reveals).
 */
export function answerDisplay(
  question: QuestionDefinition,
  answers: Answers,
  options: readonly OptionDefinition[],
  documents: Readonly<Record<string, DisplayedDocument>> = {},
  widgets: WidgetSpecs = defaultWidgetSpecs,
): string[] | null {
  return specOf(question, widgets).display(question, { answers, choices: options, documents });
}
