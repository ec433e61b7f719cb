/**
 * The definition format: what a tenant writes in JSON (pages, sections,
 * questions, conditions, tab groups, add-another groups) and what the engine
 * reads. Tenant JSON files are checked against the JSON Schemas in
 * `packages/form-core/schema/` which mirror these types.
 */

import type { ChecklistDefinition } from '../checklist/checklistTypes.ts';
import type { DefaultWidgetName } from './defaultWidgetName.generated.ts';

export type { DefaultWidgetName };

/** An answer value. The empty answer is `''`; checkboxes hold booleans. */
export type AnswerValue = string | boolean;

/** Student answers: a flat key-value map. Coded answers also store `{key}_desc` (the chosen label). */
export type Answers = Record<string, AnswerValue>;

/** The state that decides what is visible: answers plus the chosen tabs and add-another counts. */
export interface FormState {
  answers: Answers;
  /** Tab group id -> chosen tab id. A group without an entry shows its default (first) tab. */
  tabs: Record<string, string>;
  /** Add-another button id -> number of instances shown (default 1, at most the group's max). */
  addAnother: Record<string, number>;
}

// ---------------------------------------------------------------- conditions

export type ConditionOperator =
  | 'equals'
  | 'notEquals'
  | 'lt'
  | 'lte'
  | 'gt'
  | 'gte'
  /** truthy */
  | 'answered'
  /** falsy */
  | 'notAnswered'
  /** target is a list */
  | 'in'
  /** target is a list */
  | 'notIn';

export type ConditionTarget = string | number | boolean | null;

/** `{valueKey, operator, target}`: compares the answer at `valueKey` with `target`. */
export interface Condition {
  valueKey: string;
  operator: ConditionOperator;
  /** Required for every operator except answered/notAnswered; a list for in/notIn. */
  target?: ConditionTarget | ConditionTarget[];
}

/** A single condition, or a combination of conditions. */
export type ConditionSpec = Condition | { all: ConditionSpec[] } | { any: ConditionSpec[] } | { not: ConditionSpec };

// ------------------------------------------------------------------- options

export interface OptionDefinition {
  value: string;
  label: string;
}

/** Built-in option lists; every list starts with a blank `--` option. */
export type BuiltInOptionListName =
  'countries' | 'countriesWithoutUS' | 'months' | 'usStates' | 'canadianProvinces' | 'years';

/**
 * A reference to an option list: a built-in list, or a list the tenant defines
 * under `optionLists` in tenant.json (referenced by its name).
 */
export interface OptionListReference {
  list: BuiltInOptionListName | string;
  /** years only: how many years (default 10). */
  count?: number;
  /** years only: count back from the start year (past) or forward (future). Default past. */
  direction?: 'past' | 'future';
  /** years only: first year of the list; defaults to the current year. */
  startYear?: number;
  /** years only: offset added to the current year when startYear is not given (e.g. -74). */
  startYearOffset?: number;
}

// --------------------------------------------------------------- questions

/** A question's widget settings (`options`), checked against the JSON Schema of its widget's options. */
export interface WidgetOptionsObject {
  readonly [name: string]: unknown;
}

/** Content revealed by an answer: by a checked checkbox or a pressed button (`after`), or per radio answer (`reveal`). */
export type RevealedItems = ItemDefinition[];

/**
 * A question. What a widget does with it (the answer keys it writes, `_desc`
 * companions, how it prints, its settings) is the widget's spec in form-core
 * (`defaultWidgetSpecs`); its settings are in `options`, typed per widget
 * (`QuestionDefinition<TextOptions>`).
 */
export interface QuestionDefinition<Options extends object = WidgetOptionsObject> {
  /** The answer key (may be prefixed, e.g. `mailing_city`). Also the anchor id: `/{page}#{key}`. */
  key: string;
  /** A widget name from the registry: a default widget or one the host registers. */
  widget: DefaultWidgetName | (string & {});
  label: string;
  hint?: string;
  /** Shows the required marker; the rule itself lives in the tenant's validation schema. */
  required?: boolean;
  /** The question shows only while the condition holds; when hidden, its answers are cleared. */
  condition?: ConditionSpec;
  /** The widget's settings (e.g. text `maxLength`, address `keys`), checked against its options schema. */
  options?: Options;
  /** checkbox, button: items revealed while checked / pressed. */
  after?: RevealedItems;
  /** radio: items revealed per chosen value. */
  reveal?: Record<string, RevealedItems>;
  /** Layout hint for the form grid. */
  width?: 'full' | 'half' | 'third';
}

// ---------------------------------------------------------- structural items

/** Static text: headings, paragraphs, notices. `text` supports `[label](https://...)` links and `**bold**`. */
export interface ContentDefinition {
  kind: 'content';
  id: string;
  text: string;
  variant?: 'paragraph' | 'heading' | 'info' | 'warning';
  condition?: ConditionSpec;
  /** date-window alert: shown only between these ISO dates (inclusive), or a window named in tenant.json. */
  showBetween?: { start: string; end: string } | { window: string };
}

/** A titled group of items (rendered as a fieldset) that can be shown conditionally as a whole. */
export interface GroupDefinition {
  kind: 'group';
  id: string;
  title?: string;
  description?: string;
  condition?: ConditionSpec;
  items: ItemDefinition[];
}

/** Condition group: the first case whose condition holds is shown and keeps its answers; the others are cleared. */
export interface SwitchDefinition {
  kind: 'switch';
  id: string;
  cases: { condition: ConditionSpec; items: ItemDefinition[] }[];
}

/** Tabs: one tab shows at a time; the chosen tab is saved (PUT /api/tabs). */
export interface TabGroupDefinition {
  kind: 'tabs';
  /** The tab_id sent to the server. */
  id: string;
  label: string;
  tabs: { id: string; label: string; items: ItemDefinition[] }[];
  /** Answer keys cleared when the applicant switches tab. */
  clearKeys?: string[];
  /** Tab shown when none is chosen (default: the first). */
  defaultTab?: string;
  condition?: ConditionSpec;
}

/**
 * Add-another: repeated instances of a template. In the template, `{n}` in a
 * key becomes '' for the first instance and `_2`, `_3`, ... for the next
 * (`hs{n}_gpa` -> `hs_gpa`, `hs_2_gpa`); `{i}` in a label or text becomes 1, 2, 3, ...
 */
export interface AddAnotherDefinition {
  kind: 'addAnother';
  /** The button_id sent to the server. */
  id: string;
  buttonLabel: string;
  /** Heading of each instance, e.g. "High School {i}". */
  instanceTitle?: string;
  /** At most 10. */
  max: number;
  /**
   * The first N blocks are required: they always show, cannot be removed, and
   * only their questions keep the template's `required` marker. Unset: every
   * block keeps the markers (and only blocks after the first can be removed).
   */
  requiredInstances?: number;
  template: ItemDefinition[];
  condition?: ConditionSpec;
}

export type ItemDefinition =
  | QuestionDefinition
  | ContentDefinition
  | GroupDefinition
  | SwitchDefinition
  | TabGroupDefinition
  | AddAnotherDefinition;

// -------------------------------------------------------------------- pages

export interface SectionDefinition {
  id: string;
  title?: string;
  description?: string;
  condition?: ConditionSpec;
  items: ItemDefinition[];
}

/** Buttons at the end of a page; each calls a handler the host app passes in. */
export type ActionDefinition =
  | { kind: 'saveAndGo'; label: string; route: string }
  | { kind: 'navigateWithValidation'; label: string; route: string }
  | { kind: 'submit'; label: string }
  | { kind: 'pdfDownload'; label: string };

export interface PageDefinition {
  $schema?: string;
  /** Page id used by the error summary (e.g. "about"). */
  id: string;
  /** Route path, e.g. "/about". */
  path: string;
  title: string;
  /** Step number in the navigation (1-based). */
  step: number;
  /** Label in the step navigation (defaults to title). */
  navLabel?: string;
  sections: SectionDefinition[];
  actions?: ActionDefinition[];
}

// ------------------------------------------------------------ tenant files

/** data-model.json: every answer key with its type. */
export interface DataModel {
  $schema?: string;
  /**
   * Answer key -> its type. As written in data-model.json, a key with `{n}`
   * (`hs{n}_name`) stands for that key of every instance of the add-another
   * block that asks it; a loaded bundle holds the expanded keys only.
   */
  keys: Record<string, DataModelKey>;
}

/** One answer key of the data model. */
export interface DataModelKey {
  type: 'string' | 'boolean' | 'document';
  description?: string;
  /** `server`: the server sets this answer, no page asks it (config checks require every other key to be asked). */
  setBy?: 'server';
}

/**
 * error-summary.json: page id -> the validation keys whose messages link to
 * that page (as written, a `{n}` key stands for that key of every add-another
 * instance; a loaded bundle holds the expanded keys).
 */
export interface ErrorSummaryMap {
  $schema?: string;
  pages: Record<string, string[]>;
}

/** A validation schema file: a JSON Schema (draft-07) with ajv-errors `errorMessage`s. */
export type ValidationSchema = Record<string, unknown>;

/** Rich text blocks for banners and modals (same markup as ContentDefinition.text). */
export interface ContentBlock {
  title?: string;
  paragraphs: string[];
}

/** Colours of the application chrome (#rrggbb), checked for WCAG AA contrast by the loader. */
export interface TenantTheme {
  /** The header band, buttons and links. */
  primary: string;
  primaryHover: string;
  /** Text on primary (header, buttons). */
  onPrimary: string;
  text: string;
  mutedText: string;
  background: string;
  /** Panels such as the footer. */
  surface: string;
  border: string;
  /** The focus ring. */
  focus: string;
}

/** How the institution presents itself (tenant.json `branding`). */
export interface TenantBranding {
  /** The full name (header, footer, PDF copy). */
  institutionName: string;
  /** The short name (e-mail subjects). */
  shortName: string;
  /** The browser tab title after the page name: "About You | <documentTitle>". */
  documentTitle: string;
  /** index.html's meta description. */
  metaDescription: string;
  /** An image file of the tenant folder (SVG, PNG, JPEG or WebP). */
  logo?: string;
  theme: TenantTheme;
}

/** The fixed texts a tenant may set; each has a built-in default. */
export interface TenantTexts {
  /** The success text on /completion. */
  completion?: string;
  /** A paragraph under it (safe markup), e.g. the fee link. */
  completionNextSteps?: string;
  /** Replaces the contact paragraph of the accessibility statement at /accessibility. */
  accessibilityContact?: string;
}

/** Values of the partner institution that texts show through `{partner.…}` placeholders. */
export interface PartnerConfig {
  helpEmail: string;
  helpPhone?: string;
  admissionOffice: {
    name: string;
    email: string;
    phone: string;
    address: { line1: string; line2?: string; city: string; state: string; zip: string; country: string };
  };
  testAgencies?: Record<string, { name: string; code: string; url: string }>;
  applicationFeeUrl?: string;
  adobeReaderUrl?: string;
  privacyPolicyUrl?: string;
}

/** tenant.json: partner configuration, branding and content. Its folder name is the tenant's name. */
export interface TenantConfig {
  $schema?: string;
  /** The application name (header, PDF title). */
  name: string;
  branding: TenantBranding;
  /** Default form route, e.g. "/about". */
  defaultRoute: string;
  /** Page files, in step order, relative to the tenant folder. */
  pages: string[];
  /** Validation schema files, relative to the tenant folder. */
  schemas: string[];
  dataModel: string;
  errorSummary: string;
  /** Configured text-area limit (7000 for the first tenant). */
  characterLimit: number;
  /** Name prefix of the JS-readable cookie that tells the app a session exists. */
  identityProviderCookiePrefix: string;
  /** The answer keys of the applicant's name, joined with spaces (PDF copy, staff view). */
  applicantName?: { keys: string[] };
  partner: PartnerConfig;
  /** Named date windows for date-window alerts (ISO dates, inclusive). */
  dateWindows: Record<string, { start: string; end: string }>;
  /** Tenant option lists, referenced by name from questions. */
  optionLists: Record<string, OptionDefinition[]>;
  banners: {
    firstVisit: ContentBlock;
    firstLogin: ContentBlock;
    laterLogin: ContentBlock;
    submitted: ContentBlock;
  };
  modals: { help: ContentBlock; privacy: ContentBlock };
  /** Fixed texts, by the place that shows them (tenant.schema.json allows only these names). */
  texts?: TenantTexts;
}

/** Everything of one tenant, loaded and parsed (files resolved). */
export interface TenantBundle {
  config: TenantConfig;
  pages: PageDefinition[];
  schemas: ValidationSchema[];
  dataModel: DataModel;
  errorSummary: ErrorSummaryMap;
  /** checklist.json: what the status page lists after submission (none without the file). */
  checklist?: ChecklistDefinition;
}
