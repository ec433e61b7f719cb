import type { ConditionSpec } from '../definition/types.ts';

/** What the system knows by itself about an item: the submission, or a recommendation of a kind. */
export type ChecklistReceivedWhen = { submitted: true } | { recommendation: string };

/** An upload the applicant makes against an item on the status page. */
export interface ChecklistDocument {
  /** The stored file's key (not an answer key of the form). */
  key: string;
  label?: string;
  hint?: string;
}

/** One thing the office needs after submission (tenants/<name>/checklist.json). */
export interface ChecklistItemDefinition {
  id: string;
  title: string;
  description?: string;
  /** Shown only while this condition on the submitted answers holds. */
  condition?: ConditionSpec;
  receivedWhen?: ChecklistReceivedWhen;
  document?: ChecklistDocument;
}

/** A tenant's checklist.json. */
export interface ChecklistDefinition {
  $schema?: string;
  heading?: string;
  intro?: string;
  items: ChecklistItemDefinition[];
}

/** The file name of a tenant's checklist, beside tenant.json. */
export const checklistFileName = 'checklist.json';
