import {
  canadianProvinceOptions,
  countryOptions,
  descKey,
  monthNames,
  optionLabel,
  resolveConditionalOptions,
  resolveOptions,
  usStateOptions,
} from '@admissions/form-core';
import type { AnswerValue, Answers, FormContext, OptionDefinition, QuestionDefinition } from '@admissions/form-core';

/**
 * The answer of a question as the applicant sees it, as lines of text: the
 * `_desc` label of coded answers (never the code), Yes/No for booleans,
 * written-out dates and months, countries and states by name, documents by
 * file name. The same rules as form-react's read-only view (answerDisplay),
 * which the server cannot import (it renders React).
 */
export const notAnswered = 'Not answered';

const text = (value: AnswerValue | undefined): string => (typeof value === 'string' ? value.trim() : '');
const yesNo = (value: AnswerValue | undefined): string => (value === true || value === 'true' ? 'Yes' : 'No');

export function formatIsoDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[3])}, ${match[1]}` : value;
}

function optionsOf(question: QuestionDefinition, answers: Answers, context: FormContext): OptionDefinition[] {
  try {
    if (question.widget === 'conditionalSelect' && question.controlKey) {
      return resolveConditionalOptions(question, answers, context.optionLists, context.now);
    }
    return resolveOptions(question, context.optionLists, context.now);
  } catch {
    return [];
  }
}

function codedLabel(question: QuestionDefinition, answers: Answers, context: FormContext): string {
  const value = text(answers[question.key]);
  if (value === '') return '';
  return text(answers[descKey(question.key)]) || optionLabel(optionsOf(question, answers, context), value) || value;
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
  return [
    nameFirst ? text(answers[question.key]) : '',
    nameFirst && at('ceeb') ? `CEEB code: ${at('ceeb')}` : '',
    nameFirst ? at('line1') : text(answers[question.key]),
    at('line2') && `Apt. ${at('line2')}`,
    cityLine,
    country && (optionLabel(countryOptions(), country) || country),
  ].filter((line) => line !== '');
}

export function answerText(
  question: QuestionDefinition,
  answers: Answers,
  context: FormContext,
  documents: Readonly<Record<string, { file_name: string }>>,
): string[] {
  const value = answers[question.key];
  switch (question.widget) {
    case 'checkbox':
      return [yesNo(value)];
    case 'checkGroup': {
      const chosen = (question.checks ?? []).filter((check) => yesNo(answers[check.key]) === 'Yes');
      return chosen.length > 0 ? chosen.map((check) => check.label) : ['None selected'];
    }
    case 'fileUpload': {
      const document = documents[question.key];
      return [document ? `Document attached: ${document.file_name}` : 'No document attached'];
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
      const label = codedLabel(question, answers, context);
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
