import {
  type AddAnotherDefinition,
  type Answers,
  computeVisibility,
  type FormContext,
  indexDefinitions,
  instanceCountOf,
  type TabGroupDefinition,
  type TenantBundle,
} from '@admissions/form-core';
import type { AddAnotherCounts, ChecklistState, ChosenTabs } from '@admissions/contracts';
import { type ExportColumn, exportColumns } from './exportColumns.ts';

/** A submitted application as the export reads it. */
export interface SubmittedApplication {
  userId: string;
  username: string;
  submittedAt: Date;
  revision: number;
  answers: Answers;
  tabs: ChosenTabs;
  addAnother: AddAnotherCounts;
  /** Stored documents by answer key. */
  documents: Readonly<Record<string, { file_name: string }>>;
  /** The checklist's states of the items shown to the applicant (read by the export; the webhook has none). */
  checklist?: Readonly<Record<string, ChecklistState>>;
}

export type ExportValue = string | number | boolean | null;

/** One exported application: a value for every column, in column order (an object's key order). */
export type ExportRecord = Record<string, ExportValue>;

/** The export of one tenant: its columns, and the record of an application. */
export interface ApplicationExport {
  columns: readonly ExportColumn[];
  record(application: SubmittedApplication): ExportRecord;
}

/**
 * The applicant id of the export and the bundle folders: the account's
 * database id, zero-padded so that ids sort as text in their numeric order.
 */
export function applicantId(userId: string): string {
  return `A${userId.padStart(8, '0')}`;
}

/**
 * Builds the export of a tenant: the columns once, then a record per
 * application. A record holds what a copy of the application shows: the
 * answers of questions the applicant could see (a question hidden by a
 * condition, in a tab not chosen or in an instance above the count is
 * `null`; a key no page asks keeps its stored value), each coded answer's
 * `_desc` label (the stored one, else the option's label), documents by file
 * name, the chosen tabs and the add-another counts.
 */
export function createApplicationExport(bundle: TenantBundle): ApplicationExport {
  const columns = exportColumns(bundle);
  const index = indexDefinitions(bundle.pages);
  const tabGroups = new Map<string, { group: TabGroupDefinition; path: string }>();
  const addAnother = new Map<string, AddAnotherDefinition>();
  for (const node of index.nodes) {
    if (node.kind === 'tabs') {
      const group = node.item as TabGroupDefinition;
      if (!tabGroups.has(group.id)) tabGroups.set(group.id, { group, path: node.path });
    }
    if (node.kind === 'addAnother') {
      addAnother.set((node.item as AddAnotherDefinition).id, node.item as AddAnotherDefinition);
    }
  }
  // The option labels of each coded answer key, for a code stored without its `_desc`.
  const optionLabels = new Map(
    columns
      .filter((column) => column.kind === 'answer' && column.options.length > 0)
      .map((column) => [column.source, new Map(column.options.map((option) => [option.value, option.label]))]),
  );
  const context: FormContext = { optionLists: bundle.config.optionLists, dateWindows: bundle.config.dateWindows };

  return {
    columns,
    record(application) {
      const state = { answers: application.answers, tabs: application.tabs, addAnother: application.addAnother };
      // The submission's day: date-window content shows as it did when the applicant submitted.
      const visibility = computeVisibility(bundle.pages, state, { ...context, now: application.submittedAt });
      const shown = (key: string) => !index.keyOwners.has(key) || visibility.isKeyVisible(key);
      const record: ExportRecord = {};
      for (const column of columns) {
        record[column.name] = valueOf(column);
      }
      return record;

      function valueOf(column: ExportColumn): ExportValue {
        const { answers } = application;
        switch (column.kind) {
          case 'applicant':
            return {
              applicant_id: applicantId(application.userId),
              applicant_email: application.username,
              submitted_at: application.submittedAt.toISOString(),
              revision: application.revision,
            }[column.source] as ExportValue;
          case 'answer': {
            if (!shown(column.source)) return null;
            const value = answers[column.source];
            if (column.type === 'boolean') return value === true;
            return typeof value === 'string' ? value : '';
          }
          case 'label': {
            if (!shown(column.source)) return null;
            const code = answers[column.source];
            if (typeof code !== 'string' || code === '') return '';
            const stored = answers[`${column.source}_desc`];
            if (typeof stored === 'string' && stored !== '') return stored;
            return optionLabels.get(column.source)?.get(code) ?? '';
          }
          case 'document':
            return shown(column.source) ? (application.documents[column.source]?.file_name ?? '') : null;
          case 'tab':
          case 'tabLabel': {
            const tabs = tabGroups.get(column.source);
            if (!tabs || !visibility.isItemVisible(tabs.path)) return null;
            const chosen = visibility.chosenTab(column.source) ?? '';
            if (column.kind === 'tab') return chosen;
            return tabs.group.tabs.find((tab) => tab.id === chosen)?.label ?? '';
          }
          case 'count': {
            const group = addAnother.get(column.source);
            return group ? instanceCountOf(group, application.addAnother) : 0;
          }
          case 'checklist':
            return application.checklist?.[column.source] ?? null;
        }
      }
    },
  };
}
