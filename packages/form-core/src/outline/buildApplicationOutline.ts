import { questionParts } from '../definition/answerKeys.ts';
import { expandAddAnother } from '../definition/expandAddAnother.ts';
import { instanceLabel } from '../definition/instanceKey.ts';
import { isAddAnother, isContent, isGroup, isQuestion, isSwitch, isTabGroup } from '../definition/itemKinds.ts';
import type { FormState, ItemDefinition, PageDefinition, TenantConfig } from '../definition/types.ts';
import { pointerSegment } from '../definition/walkItems.ts';
import { answerDisplay, type DisplayedDocument } from '../display/answerDisplay.ts';
import { applicantDisplayName } from '../display/applicantDisplayName.ts';
import { questionOptions } from '../display/questionOptions.ts';
import { computeVisibility, instanceCountOf, type Visibility } from '../visibility/computeVisibility.ts';
import type { FormContext } from '../visibility/formContext.ts';
import type { ApplicationOutline, OutlineDocument, OutlineEntry, OutlinePage } from './applicationOutline.ts';

export interface ApplicationOutlineInput {
  pages: PageDefinition[];
  state: FormState;
  context?: FormContext;
  /** Stored documents by answer key. */
  documents?: Readonly<Record<string, DisplayedDocument>>;
  /** The tenant's `applicantName` (which answers make the applicant's name). */
  config?: Pick<TenantConfig, 'applicantName'>;
}

interface Walk {
  visibility: Visibility;
  state: FormState;
  context: FormContext;
  documents: Readonly<Record<string, DisplayedDocument>>;
  page: PageDefinition;
  found: OutlineDocument[];
}

/**
 * The application as a copy shows it: every page, its visible sections and
 * questions in order, each question with its label and display lines as its
 * widget's spec prints them (`_desc` labels, dates written out, Yes/No), the
 * chosen tab of each tab group, every add-another instance up to its count,
 * headings, and the stored documents of visible questions. Hidden items
 * (false conditions, tabs not chosen, instances above the count) are left out.
 */
export function buildApplicationOutline(input: ApplicationOutlineInput): ApplicationOutline {
  const context = input.context ?? {};
  const visibility = computeVisibility(input.pages, input.state, context);
  const documents = input.documents ?? {};
  const found: OutlineDocument[] = [];
  const pages = input.pages.map((page): OutlinePage => {
    const walk: Walk = { visibility, state: input.state, context, documents, page, found };
    const sections = page.sections.flatMap((section, s) => {
      const path = `${page.id}/sections/${s}`;
      if (!visibility.isItemVisible(path)) return [];
      return [
        { id: section.id, path, title: section.title, entries: outlineItems(section.items, `${path}/items`, walk) },
      ];
    });
    return { id: page.id, step: page.step, title: page.title, sections };
  });
  return {
    applicantName: input.config ? applicantDisplayName(input.state.answers, input.config) : '',
    pages,
    documents: found,
  };
}

function outlineItems(items: readonly ItemDefinition[], basePath: string, walk: Walk): OutlineEntry[] {
  const entries: OutlineEntry[] = [];
  items.forEach((item, index) => {
    const path = `${basePath}/${index}`;
    if (!walk.visibility.isItemVisible(path)) return;
    if (isQuestion(item)) {
      const { answers } = walk.state;
      const lines = answerDisplay(
        item,
        answers,
        questionOptions(item, answers, walk.context),
        walk.documents,
        walk.context.widgets,
      );
      // A question without a row of its own (a button) shows only what it reveals.
      if (lines !== null) entries.push({ kind: 'answer', path, key: item.key, label: item.label, lines });
      for (const part of questionParts(item, walk.context.widgets)) {
        const stored = part.type === 'document' ? walk.documents[part.key] : undefined;
        if (stored) {
          walk.found.push({
            key: part.key,
            label: item.label,
            fileName: stored.file_name,
            pageId: walk.page.id,
            pageTitle: walk.page.title,
          });
        }
      }
      if (item.after) entries.push(...outlineItems(item.after, `${path}/after`, walk));
      for (const [value, revealed] of Object.entries(item.reveal ?? {})) {
        entries.push(...outlineItems(revealed, `${path}/reveal/${pointerSegment(value)}`, walk));
      }
    } else if (isContent(item)) {
      if (item.variant === 'heading') entries.push({ kind: 'heading', path, text: item.text });
    } else if (isGroup(item)) {
      entries.push({
        kind: 'group',
        path,
        title: item.title,
        entries: outlineItems(item.items, `${path}/items`, walk),
      });
    } else if (isSwitch(item)) {
      item.cases.forEach((switchCase, c) => {
        if (walk.visibility.isItemVisible(`${path}/cases/${c}`)) {
          entries.push(...outlineItems(switchCase.items, `${path}/cases/${c}/items`, walk));
        }
      });
    } else if (isTabGroup(item)) {
      const chosen = walk.visibility.chosenTab(item.id);
      const tabIndex = item.tabs.findIndex((tab) => tab.id === chosen);
      const tab = item.tabs[tabIndex];
      if (!tab) return;
      entries.push({ kind: 'answer', path, key: item.id, tabGroup: true, label: item.label, lines: [tab.label] });
      entries.push(...outlineItems(tab.items, `${path}/tabs/${tabIndex}/items`, walk));
    } else if (isAddAnother(item)) {
      const count = instanceCountOf(item, walk.state.addAnother);
      for (let n = 1; n <= count; n++) {
        const instancePath = `${path}/instances/${n}`;
        entries.push({
          kind: 'group',
          path: instancePath,
          title: item.instanceTitle ? instanceLabel(item.instanceTitle, n) : undefined,
          instance: n,
          entries: outlineItems(expandAddAnother(item, n), instancePath, walk),
        });
      }
    }
  });
  return entries;
}
