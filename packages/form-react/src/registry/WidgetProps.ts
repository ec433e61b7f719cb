import type { AnswerValue, OptionDefinition, QuestionDefinition, WidgetOptionsObject } from '@admissions/form-core';
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
 * of it from the store and form-core (the widget's spec); a widget only
 * renders and reports changes. `Options` is the type of the question's
 * `options` for this widget (e.g. `TextOptions`); they were checked against
 * the widget's options schema when the tenant was loaded.
 */
export interface WidgetProps<Options extends object = WidgetOptionsObject> {
  /** The question definition from the page JSON (keys already expanded in add-another instances). */
  question: QuestionDefinition<Options>;
  /** The answer at `question.key` ('' when empty, and when the widget reads that key itself: see `ownKeys`). */
  value: AnswerValue;
  /**
   * Every answer this widget reads, by answer key: the keys its spec writes
   * (`parts`: the question key, companion keys such as an address's city,
   * check keys, `{key}_desc` labels) and reads (`readKeys`: a conditional
   * select's controlling answer); except the keys its inputs read themselves
   * (the widget's `ownKeys`).
   */
  values: Readonly<Record<string, AnswerValue>>;
  /**
   * Messages shown under the question, from form-core's `fieldErrors`: those
   * of the keys its spec combines (its key; monthYear's year, a phone's SMS
   * opt-in, a check group's checks; none for an address). Empty while errors
   * are hidden (showErrors false).
   */
  errors: readonly string[];
  /** Messages by answer key, for widgets whose inputs show their own (address, schoolSearch, phone). */
  errorsByKey: Readonly<Record<string, readonly string[]>>;
  /**
   * Report a change. Coded answers may pass the chosen label as `desc`; the
   * store writes `{key}_desc` for every coded part (asking the spec for the
   * label when none is passed).
   */
  onChange: (key: string, value: AnswerValue, desc?: string) => void;
  /** The options the widget offers, from its spec (select, radio, conditionalSelect, monthYear's years); lists start with the blank `--`. */
  choices: readonly OptionDefinition[];
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
export type WidgetComponent<Options extends object = WidgetOptionsObject> = ComponentType<WidgetProps<Options>> & {
  ownKeys?: (question: QuestionDefinition<Options>) => readonly string[];
};
