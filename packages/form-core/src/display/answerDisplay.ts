import type { AnswerValue, Answers, OptionDefinition, QuestionDefinition } from '../definition/types.ts';
import { descKey } from '../definition/answerKeys.ts';
import { canadianProvinceOptions } from '../options/canadianProvinceOptions.ts';
import { countryOptions } from '../options/countryOptions.ts';
import { monthNames } from '../options/monthOptions.ts';
import { optionLabel } from '../options/resolveOptions.ts';
import { usStateOptions } from '../options/usStateOptions.ts';

/** What the display needs of a stored document. */
export interface DisplayedDocument {
  file_name: string;
}

export const notAnswered = 'Not answered';

const text = (value: AnswerValue | undefined): string => (typeof value === 'string' ? value.trim() : '');
const yesNo = (value: AnswerValue | undefined): string => (value === true || value === 'true' ? 'Yes' : 'No');

/** '2004-02-09' -> 'February 9, 2004'; anything else as it is. */
export function formatIsoDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || !month) return value;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

/** A coded answer's label: its stored `_desc`, else the option label, else the raw value. */
function codedLabel(key: string, answers: Answers, options: readonly OptionDefinition[]): string {
  const value = text(answers[key]);
  if (value === '') return '';
  return text(answers[descKey(key)]) || optionLabel(options, value) || value;
}

function regionLabel(country: string, state: string): string {
  const list = country === 'USA' ? usStateOptions() : country === 'CAN' ? canadianProvinceOptions() : undefined;
  return list ? optionLabel(list, state) || state : state;
}

function addressLines(question: QuestionDefinition, answers: Answers, nameFirst: boolean): string[] {
  const keys = question.keys ?? {};
  const at = (role: string) => (keys[role] ? text(answers[keys[role]]) : '');
  const country = at('country');
  const cityLine = [at('city'), regionLabel(country, at('state')), at('zip')].filter(Boolean).join(', ');
  const lines = [
    nameFirst ? text(answers[question.key]) : '',
    nameFirst ? at('ceeb') && `CEEB code: ${at('ceeb')}` : '',
    nameFirst ? at('line1') : text(answers[question.key]),
    at('line2') && `Apt. ${at('line2')}`,
    cityLine,
    country && (optionLabel(countryOptions(), country) || country),
  ];
  return lines.filter((line) => line !== '');
}

/**
 * The answer of a question as print-style lines of text, as the applicant
 * sees it (the read-only staff view and the application PDF): `_desc` labels for coded answers, formatted dates, Yes/No for
 * booleans, documents noted as "Document attached: <file name>". Empty answers
 * give no lines (the view shows "Not answered").
 */
export function answerDisplay(
  question: QuestionDefinition,
  answers: Answers,
  options: readonly OptionDefinition[],
  documents: Readonly<Record<string, DisplayedDocument>> = {},
): string[] {
  const value = answers[question.key];
  switch (question.widget) {
    case 'checkbox':
      return [yesNo(value)];
    case 'checkGroup': {
      const checks = question.checks ?? [];
      const chosen = checks.filter((check) => yesNo(answers[check.key]) === 'Yes').map((check) => check.label);
      return chosen.length > 0 ? chosen : ['None selected'];
    }
    case 'fileUpload': {
      const document = documents[question.key];
      return document ? [`Document attached: ${document.file_name}`] : ['No document attached'];
    }
    case 'date':
      return text(value) ? [formatIsoDate(text(value))] : [];
    case 'monthYear': {
      const month = monthNames[Number(text(value)) - 1] ?? '';
      const year = question.keys?.year ? text(answers[question.keys.year]) : '';
      const combined = [month, year].filter(Boolean).join(' ');
      return combined ? [combined] : [];
    }
    case 'select':
    case 'radio':
    case 'conditionalSelect': {
      const label = codedLabel(question.key, answers, options);
      return label ? [label] : [];
    }
    case 'phone': {
      const lines = text(value) ? [text(value)] : [];
      const sms = question.keys?.smsOptIn;
      if (sms && lines.length > 0) lines.push(`Text message updates: ${yesNo(answers[sms])}`);
      return lines;
    }
    case 'address':
      return addressLines(question, answers, false);
    case 'schoolSearch':
      return addressLines(question, answers, question.category !== 'address');
    default:
      return text(value) ? [text(value)] : typeof value === 'boolean' ? [yesNo(value)] : [];
  }
}
