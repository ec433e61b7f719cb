import type { OptionDefinition } from '@admissions/form-core';
import type { ExportColumn } from './exportColumns.ts';

/** One line of the data dictionary: what a column of the export holds. */
export interface DictionaryEntry {
  column: string;
  kind: ExportColumn['kind'];
  type: ExportColumn['type'];
  /** The question's label (a tab group's, or what an applicant column holds). */
  question: string;
  /** The page's title ('' for the applicant columns and keys no page asks). */
  page: string;
  /** What the value is, in a sentence. */
  description: string;
  /** The codes and labels of a coded column, when the definition lists them. */
  options: readonly OptionDefinition[];
}

export const dictionaryHeader = ['column', 'kind', 'type', 'question', 'page', 'description', 'options'] as const;

const descriptions: Record<ExportColumn['kind'], (column: ExportColumn) => string> = {
  applicant: (column) => column.label,
  answer: (column) =>
    column.options.length > 0
      ? `The code of the answer (its label is in ${column.name}_desc)`
      : column.type === 'boolean'
        ? 'true when checked, false when not'
        : 'The answer as typed or chosen',
  label: (column) => `The label of the code in ${column.source}`,
  document: () => 'The file name of the uploaded document (its PDF is in the bundle)',
  tab: () => 'The id of the chosen tab (its label is in the _desc column)',
  tabLabel: (column) => `The label of the tab chosen in tab_${column.source}`,
  count: () => 'How many instances the applicant filled in',
  checklist: (column) =>
    `The state of the checklist item "${column.source}" when exported: missing, received or waived (empty when not on the applicant's checklist)`,
};

/** The data dictionary of an export's columns, in column order. */
export function exportDictionary(columns: readonly ExportColumn[]): DictionaryEntry[] {
  return columns.map((column) => ({
    column: column.name,
    kind: column.kind,
    type: column.type,
    question: column.kind === 'applicant' ? '' : column.label,
    page: column.page,
    description: descriptions[column.kind](column),
    options: column.options,
  }));
}

/** The options of an entry in one CSV cell: `code=label; code=label`. */
export function optionsText(options: readonly OptionDefinition[]): string {
  return options.map((option) => `${option.value}=${option.label}`).join('; ');
}
