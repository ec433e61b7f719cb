import {
  type AddAnotherDefinition,
  type AnswerPart,
  descKey,
  indexDefinitions,
  type OptionDefinition,
  type QuestionDefinition,
  resolveOptions,
  type TabGroupDefinition,
  type TenantBundle,
  type WidgetContext,
  type WidgetSpec,
  withoutBlankOption,
} from '@admissions/form-core';
import { checklistColumnSpecs } from '../checklist/checklistExport.ts';

/**
 * What a column holds: the applicant and the submission, an answer, the
 * label of a coded answer (`_desc`), a document's file name, the chosen tab
 * of a tab group and its label, or the number of add-another instances.
 */
export type ExportColumnKind =
  'applicant' | 'answer' | 'label' | 'document' | 'tab' | 'tabLabel' | 'count' | 'checklist';

/** How a value is written: NDJSON keeps booleans and numbers; CSV writes them as text. */
export type ExportValueType = 'string' | 'boolean' | 'number' | 'datetime';

export interface ExportColumn {
  name: string;
  kind: ExportColumnKind;
  type: ExportValueType;
  /** The answer key (answer, label: the coded key, document), tab group or add-another id the value comes from. */
  source: string;
  /** The question's label (or the tab group's), or what an applicant column holds. */
  label: string;
  /** The page the question is on (title), '' for applicant columns and keys no page asks. */
  page: string;
  /** The codes and labels a coded answer (or a tab choice) can take, when the definition lists them. */
  options: readonly OptionDefinition[];
}

/** The columns every export starts with, in this order. */
export const applicantColumns: readonly ExportColumn[] = [
  column('applicant_id', 'applicant', 'string', 'applicant_id', 'Stable applicant id (also the bundle folder name)'),
  column('applicant_email', 'applicant', 'string', 'applicant_email', "Applicant's account (e-mail address)"),
  column('submitted_at', 'applicant', 'datetime', 'submitted_at', 'Time of submission (ISO 8601, UTC)'),
  column('revision', 'applicant', 'number', 'revision', 'Revision of the answers when submitted'),
];

function column(
  name: string,
  kind: ExportColumnKind,
  type: ExportValueType,
  source: string,
  label: string,
  page = '',
  options: readonly OptionDefinition[] = [],
): ExportColumn {
  return { name, kind, type, source, label, page, options };
}

/**
 * The columns of an export, derived from the tenant's definition (never from
 * the data), so they are the same in every run and for every applicant:
 * the applicant columns, then page by page in the order the form asks: each
 * tab group's choice (`tab_<id>`, `tab_<id>_desc`) before its questions, each
 * add-another group's count (`<id>_count`) before its instances, every answer
 * key each question writes with instances expanded up to the group's max
 * (`hs_name`, `hs_2_name`, ...), each coded key followed by its `_desc` label,
 * a document key holding the file name; then data-model keys no page asks;
 * then each checklist item's state (`checklist_<id>`).
 * Throws when two columns would have the same name.
 */
export function exportColumns(bundle: TenantBundle): ExportColumn[] {
  const index = indexDefinitions(bundle.pages);
  const context: WidgetContext = { optionLists: bundle.config.optionLists };
  const columns: ExportColumn[] = [...applicantColumns];
  const names = new Map(columns.map((c) => [c.name, c]));
  const add = (entry: ExportColumn) => {
    const existing = names.get(entry.name);
    if (existing) {
      // One key written by two questions (two switch cases) is one column; anything else is a clash.
      if (existing.source === entry.source && existing.kind === entry.kind) return;
      throw new Error(`Two export columns would be named "${entry.name}" (${existing.kind} and ${entry.kind})`);
    }
    names.set(entry.name, entry);
    columns.push(entry);
  };
  const pageTitles = new Map(bundle.pages.map((page) => [page.id, page.title]));
  for (const node of index.nodes) {
    const page = pageTitles.get(node.pageId) ?? '';
    if (node.kind === 'tabs') {
      const group = node.item as TabGroupDefinition;
      const tabs = group.tabs.map((tab) => ({ value: tab.id, label: tab.label }));
      add(column(`tab_${group.id}`, 'tab', 'string', group.id, group.label, page, tabs));
      add(column(`tab_${group.id}_desc`, 'tabLabel', 'string', group.id, group.label, page));
    } else if (node.kind === 'addAnother') {
      const group = node.item as AddAnotherDefinition;
      const label = group.instanceTitle ? `Number of "${group.instanceTitle}"` : group.buttonLabel;
      add(column(`${group.id}_count`, 'count', 'number', group.id, label, page));
    } else if (node.kind === 'question') {
      const question = node.item as QuestionDefinition;
      for (const part of node.parts ?? []) {
        if (part.type === 'document') {
          add(column(part.key, 'document', 'string', part.key, question.label, page));
          continue;
        }
        const options = part.coded ? codedOptions(node.spec, question, part, context) : [];
        add(column(part.key, 'answer', part.type, part.key, question.label, page, options));
        if (part.coded) add(column(descKey(part.key), 'label', 'string', part.key, question.label, page));
      }
    }
  }
  for (const [key, entry] of Object.entries(bundle.dataModel.keys)) {
    if (names.has(key)) continue;
    const kind = entry.type === 'document' ? 'document' : 'answer';
    add(column(key, kind, entry.type === 'boolean' ? 'boolean' : 'string', key, entry.description ?? key));
  }
  for (const item of checklistColumnSpecs(bundle)) {
    add(column(item.name, 'checklist', 'string', item.itemId, item.title, 'Checklist', item.options));
  }
  return columns;
}

/**
 * The codes a coded value can take as the definition lists them. The
 * question's value: the fixed codes its widget reports for it (a select's
 * options, the months of a month/year), else the choices it offers and every
 * option list it names. A month/year's year: the years it offers (the list
 * moves with the clock, so the widget calls it open, but the dictionary lists
 * what an applicant could choose when it was made). The codes of other coded
 * parts (an address's state and country, a CEEB code) come from built-in
 * lists or the lookup data: their labels are in the `_desc` column beside them.
 */
function codedOptions(
  spec: WidgetSpec | undefined,
  question: QuestionDefinition,
  part: AnswerPart,
  context: WidgetContext,
): OptionDefinition[] {
  if (!spec || (part.role !== 'value' && part.role !== 'year')) return [];
  const options = new Map<string, OptionDefinition>();
  const addAll = (list: readonly OptionDefinition[]) => {
    for (const option of withoutBlankOption([...list]))
      if (!options.has(option.value)) options.set(option.value, option);
  };
  const fixed = part.role === 'value' ? spec.codes?.(question, part, context) : undefined;
  if (fixed) {
    addAll(fixed);
    return [...options.values()];
  }
  addAll(spec.choices?.(question, {}, context) ?? []);
  for (const use of spec.optionLists?.(question) ?? [])
    addAll(resolveOptions(use.reference, context.optionLists ?? {}));
  return [...options.values()];
}
