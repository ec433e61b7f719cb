import type { AnswerValue, OptionDefinition, QuestionDefinition } from '@admissions/form-core';
import type { ComponentType } from 'react';
import type { FormServices } from './FormServices.ts';

/** Element ids of one answer key's input. The input id IS the answer key, so `/{page}#{key}` reaches it. */
export interface FieldIds {
  input: string;
  label: string;
  hint: string;
  error: string;
}

/**
 * The one props contract of every widget. The host (PageRenderer) computes all
 * of it from the store and form-core; a widget only renders and reports changes.
 */
export interface WidgetProps {
  /** The question definition from the page JSON (keys already expanded in add-another instances). */
  question: QuestionDefinition;
  /** The answer at `question.key` ('' when empty, and when the widget reads that key itself: see `ownKeys`). */
  value: AnswerValue;
  /**
   * Every answer this widget reads, by answer key: `question.key`, the
   * companion keys of `question.keys` (by role: `values[question.keys.city]`),
   * `checks` keys and, for a conditionalSelect, its `controlKey`; except the
   * keys its inputs read themselves (the widget's `ownKeys`).
   */
  values: Readonly<Record<string, AnswerValue>>;
  /**
   * Messages shown under the question, from form-core's `fieldErrors`: its
   * key's, plus monthYear's year, a phone's SMS opt-in and a check group's
   * checks (deduplicated). Empty while errors are hidden (showErrors false).
   */
  errors: readonly string[];
  /** Messages by answer key, for widgets whose inputs show their own (address, schoolSearch, phone). */
  errorsByKey: Readonly<Record<string, readonly string[]>>;
  /** Report a change. Coded answers pass the chosen label as `desc`; the store writes `{key}_desc`. */
  onChange: (key: string, value: AnswerValue, desc?: string) => void;
  /** Resolved options (select, radio, conditionalSelect, checkGroup); first entry is the blank `--` for lists. */
  options: readonly OptionDefinition[];
  /** Ids of the main input (`question.key`). Use `fieldIds(key)` for companion inputs. */
  ids: FieldIds;
  /** Shows the required marker. */
  required: boolean;
  /** Service-user view: widgets are not rendered in read-only mode, but the flag is passed for custom hosts. */
  readOnly: boolean;
  /** Lookups, document state and callbacks from the host app. */
  services: FormServices;
}

/**
 * A widget. A composite widget (several inputs, e.g. an address) may set
 * `ownKeys`: the answer keys its inputs read themselves with `useAnswer(key)`.
 * The host then leaves those keys out of `value`/`values` and does not
 * re-render the widget when they change, so a keystroke in one input
 * re-renders that input only.
 */
export type WidgetComponent = ComponentType<WidgetProps> & {
  ownKeys?: (question: QuestionDefinition) => readonly string[];
};
