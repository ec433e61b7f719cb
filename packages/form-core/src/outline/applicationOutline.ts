/**
 * The read-only outline of an application: what a copy of it shows, computed
 * once by `buildApplicationOutline` and drawn by the staff view and the
 * application PDF alike (neither walks the definition tree itself).
 */

/** A question's answer as print-style lines; `lines` is empty when it is not answered. */
export interface OutlineAnswer {
  kind: 'answer';
  /** Location path of the item (unique in the application). */
  path: string;
  /** The question's answer key; for the chosen tab of a tab group, the group's id. */
  key: string;
  /** Set when this row names the chosen tab of a tab group rather than a question's answer. */
  tabGroup?: true;
  label: string;
  lines: string[];
}

/** A heading of the page's content (instructions and alerts are not part of a copy); `text` may hold markup. */
export interface OutlineHeading {
  kind: 'heading';
  path: string;
  text: string;
}

/** A titled group of questions (a group item, or one instance of an add-another group). */
export interface OutlineGroup {
  kind: 'group';
  path: string;
  title: string | undefined;
  /** Set for an add-another instance: its number, 1-based. */
  instance?: number;
  entries: OutlineEntry[];
}

export type OutlineEntry = OutlineAnswer | OutlineHeading | OutlineGroup;

export interface OutlineSection {
  id: string;
  path: string;
  title: string | undefined;
  entries: OutlineEntry[];
}

export interface OutlinePage {
  id: string;
  step: number;
  title: string;
  sections: OutlineSection[];
}

/** A stored document of a visible question, in the order the questions appear. */
export interface OutlineDocument {
  key: string;
  /** The question's label. */
  label: string;
  fileName: string;
  pageId: string;
  pageTitle: string;
}

export interface ApplicationOutline {
  /** The applicant's name from the tenant's `applicantName` keys ('' when none). */
  applicantName: string;
  pages: OutlinePage[];
  documents: OutlineDocument[];
}
