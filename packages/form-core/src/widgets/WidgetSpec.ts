import type {
  Answers,
  OptionDefinition,
  OptionListReference,
  QuestionDefinition,
  WidgetOptionsObject,
} from '../definition/types.ts';

/** How an answer key is stored: text and codes, a checkbox-like boolean, or an uploaded document. */
export type AnswerPartType = 'string' | 'boolean' | 'document';

/** One answer key a widget writes. */
export interface AnswerPart {
  key: string;
  /** `value` for the question key; else its role (`city`, `year`, `smsOptIn`) or, in a check group, the check's key. */
  role: string;
  type: AnswerPartType;
  /** A code chosen from a list: the widget also stores `{key}_desc` with the chosen label. */
  coded?: boolean;
}

/** What a spec may read besides the question and the answers: the tenant's option lists and the clock. */
export interface WidgetContext {
  optionLists?: Record<string, OptionDefinition[]>;
  now?: Date;
}

/** What printing an answer (the staff view, the application PDF) gets. */
export interface DisplayInput {
  answers: Answers;
  /** The options the widget shows (see `choices`): labels of codes stored without a `_desc`. */
  choices: readonly OptionDefinition[];
  /** Stored documents by answer key. */
  documents: Readonly<Record<string, { file_name: string }>>;
}

/** An option list a question names, with the JSON pointer of the reference inside the question. */
export interface OptionListUse {
  reference: OptionListReference;
  pointer: string;
}

/**
 * A widget as the engine sees it at run time: pure data and functions, no
 * React. The engine asks the spec instead of switching on the widget's name:
 * which keys the question writes and of which type, which are codes with a
 * `_desc`, how its errors combine, what it shows, what it reads and how it
 * prints. form-react binds one component to each spec. What only authoring
 * needs (the description and the JSON Schema of `options`) is apart, in a
 * `WidgetAuthoring`, so the browser never loads it.
 *
 * Methods are declared as methods so a spec typed for its own options
 * (`WidgetSpec<TextOptions>`) fits a registry of specs.
 */
export interface WidgetSpec<Options extends object = WidgetOptionsObject> {
  /** Every answer key the question writes, in order (their `{key}_desc` companions follow from `coded`). */
  parts(question: QuestionDefinition<Options>): AnswerPart[];
  /**
   * The label stored in `{key}_desc` for a coded part's value, when the
   * widget did not pass one. Default: the value's label among `choices`.
   */
  describe?(
    question: QuestionDefinition<Options>,
    part: AnswerPart,
    value: string,
    answers: Answers,
    context: WidgetContext,
  ): string;
  /** The options the widget offers for the current answers (selects, radios, years). Default: none. */
  choices?(question: QuestionDefinition<Options>, answers: Answers, context: WidgetContext): OptionDefinition[];
  /**
   * The codes a coded part can hold when they are a fixed list (a select's
   * options, the months, the countries). Conditions, radio reveals and a
   * conditional select's `optionsByValue` are checked against them; an open
   * part (a year, a typed-in region, a school's code) has none. Default: none.
   */
  codes?(
    question: QuestionDefinition<Options>,
    part: AnswerPart,
    context: WidgetContext,
  ): OptionDefinition[] | undefined;
  /**
   * True when the widget fills its coded parts from lookup records (a school
   * search): those values come from data staff import, not from `codes`, so
   * submission does not hold them to `codes`.
   */
  fillsFromLookup?: boolean;
  /** The option lists the question names (config checks report unknown ones). */
  optionLists?(question: QuestionDefinition<Options>): OptionListUse[];
  /** Answer keys the widget reads without writing them (a conditional select's controlling answer). */
  readKeys?(question: QuestionDefinition<Options>): string[];
  /** Answer keys whose change clears this question's answers (a conditional select's controlling answer). */
  clearedBy?(question: QuestionDefinition<Options>): string[];
  /**
   * Whether the question shows, beyond its condition (a conditional select
   * without options for the controlling answer does not). Default: it shows.
   */
  shows?(question: QuestionDefinition<Options>, answers: Answers, context: WidgetContext): boolean;
  /** The answer keys `shows` reads: a change to one of them can change visibility. */
  showsReads?(question: QuestionDefinition<Options>): string[];
  /**
   * The revealed content it may have: `after` items show while its answer is
   * `true` (a checked checkbox, a pressed button); `reveal` items per value.
   */
  reveals?: { after?: boolean; perValue?: boolean };
  /**
   * The keys whose messages show together under the question (a month and its
   * year); the others show at their own input. Default: the question key.
   */
  combinedErrorKeys?(question: QuestionDefinition<Options>): string[];
  /**
   * The answer as print-style lines: `[]` when not answered, `null` when the
   * question has no row of its own in a print (a button).
   */
  display(question: QuestionDefinition<Options>, input: DisplayInput): string[] | null;
}
