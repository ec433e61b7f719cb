import type { QuestionDefinition } from '../../definition/types.ts';
import { answerText, yesNo } from '../printedAnswer.ts';
import type { AnswerPart, WidgetSpec } from '../WidgetSpec.ts';

export type PhoneOptions = {
  /** `smsOptIn`: the answer key of the SMS opt-in checkbox (leave out for none). */
  keys?: { smsOptIn?: string };
  labels?: { smsOptIn?: string };
  placeholder?: string;
  /** The HTML autocomplete token, e.g. "tel-national" for the applicant's own phone. */
  autocomplete?: string;
};

/** The SMS opt-in key of a phone question, if it has one. */
export function smsOptInKey(question: QuestionDefinition<PhoneOptions>): string | undefined {
  return question.options?.keys?.smsOptIn;
}

/** phone: a masked (xxx) xxx-xxxx input with an optional SMS opt-in checkbox. */
export const phoneSpec: WidgetSpec<PhoneOptions> = {
  parts(question) {
    const parts: AnswerPart[] = [{ key: question.key, role: 'value', type: 'string' }];
    const sms = smsOptInKey(question);
    if (sms) parts.push({ key: sms, role: 'smsOptIn', type: 'boolean' });
    return parts;
  },
  combinedErrorKeys: (question) => [question.key, ...[smsOptInKey(question) ?? []].flat()],
  display(question, { answers }) {
    const phone = answerText(answers[question.key]);
    if (phone === '') return [];
    const sms = smsOptInKey(question);
    return sms ? [phone, `Text message updates: ${yesNo(answers[sms])}`] : [phone];
  },
};
