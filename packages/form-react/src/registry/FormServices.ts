/**
 * What the host app passes in to the widgets and structural renderers: who the
 * user is, lookups, document state and the callbacks that talk to the server.
 * form-react never fetches; every call goes through these functions.
 * The shapes match the API payloads of @admissions/contracts so the app can
 * pass them straight through. Date windows and the clock for date-window
 * alerts live in the answer store's context (form-core computes visibility).
 */
import type { ConversionStatus, DocumentAnswer, LookupCategory, LookupItem, LookupRecord } from '@admissions/contracts';
import type { AnswerValue, TabSwitchResult } from '@admissions/form-core';

/** Upload / conversion state of one document answer, as the host tracks it. */
export interface DocumentState {
  status: ConversionStatus;
  message?: string;
  error?: string;
}

export interface FormServices {
  /** Not logged in: no uploads, no add-another, tabs are not persisted. */
  isVisitor?: boolean;
  /** Tenant text-area limit (tenant.json characterLimit) when a question sets none. */
  characterLimit?: number;

  /**
   * The messages the tenant's validator gives for `key` if its answer were
   * `value`, every other answer as it is ([] when none; it may load the
   * validator first). The date widget asks on every change, so a date is
   * checked as it is entered, whatever the web_status.
   */
  answerErrors?: (key: string, value: AnswerValue) => Promise<readonly string[]>;

  /**
   * Whether each lookup category has data to search (GET /lookup/categories).
   * `false`: the school search of that category offers manual entry at once
   * and never searches; missing: not known (yet), the search works as usual.
   */
  lookupHasData?: Readonly<Partial<Record<LookupCategory, boolean>>>;
  /** Search (GET /lookup/find?query&category&max_results=5). Reject or resolve [] on failure. */
  lookup?: (query: string, category: LookupCategory) => Promise<LookupItem[]>;
  /** The record of a chosen result (GET /lookup/find?id&category). */
  lookupRecord?: (id: string, category: LookupCategory) => Promise<LookupRecord>;

  /** Stored document answers by answer key. */
  documents?: Readonly<Record<string, DocumentAnswer>>;
  /** Upload / conversion state by answer key. */
  documentStates?: Readonly<Record<string, DocumentState>>;
  /** Upload a file the widget has already validated. */
  onUpload?: (key: string, file: File) => void | Promise<void>;
  /** Delete a stored document (after the user confirmed). */
  onDelete?: (key: string) => void | Promise<void>;

  /** Add-another may grow only for logged-in users. */
  canAddAnother?: boolean;
  /**
   * Save a new add-another count (PUT /api/add-another). Resolve `false` (or
   * reject) to keep the old count; otherwise the renderer stores the new count.
   */
  onAddAnother?: (id: string, count: number) => void | boolean | Promise<void | boolean>;
  /**
   * A block was removed: the store already holds the moved answers and the
   * lower count. Save them (answers, then PUT /api/add-another); resolve
   * `false` (or reject) to put the block back. Without it the removal stays
   * in memory only (a visitor's).
   */
  onRemoveAnother?: (id: string, count: number) => void | boolean | Promise<void | boolean>;
  /**
   * A tab switch was requested. `change` is what the switch will do (answers
   * cleared, the fileUpload keys whose documents the host deletes). Resolve
   * `false` (or reject) to refuse it, e.g. while a conversion runs (the host
   * shows its modal); otherwise the renderer switches the tab in the store.
   */
  onTabChange?: (
    tabGroupId: string,
    chosenTab: string,
    change: TabSwitchResult,
  ) => void | boolean | Promise<void | boolean>;

  /** Page actions (ActionBar); each button is busy while the returned promise is pending. */
  onSaveAndGo?: (route: string) => void | Promise<unknown>;
  onNavigateWithValidation?: (route: string) => void | Promise<unknown>;
  onSubmit?: () => void | Promise<unknown>;
  onPdfDownload?: () => void | Promise<unknown>;
}
