import {
  answerDisplay,
  computeVisibility,
  expandAddAnother,
  instanceCountOf,
  instanceLabel,
  isAddAnother,
  isContent,
  isGroup,
  isQuestion,
  isSwitch,
  isTabGroup,
  notAnswered,
  pointerSegment,
  questionOptions,
} from '@admissions/form-core';
import type { FormContext, FormState, ItemDefinition, PageDefinition, Visibility } from '@admissions/form-core';
import type { TextWriter } from './textWriter.ts';

interface Scope {
  writer: TextWriter;
  visibility: Visibility;
  state: FormState;
  context: FormContext;
  documents: Readonly<Record<string, { file_name: string }>>;
}

const label = { size: 9.5, bold: true, color: [0.25, 0.25, 0.25] as [number, number, number] };

/**
 * Writes one application page as the applicant sees it: visible sections and
 * questions only, each label with its answer, the chosen tab of a tab group,
 * every add-another instance. Mirrors form-react's read-only view.
 */
export function renderApplicationPage(
  writer: TextWriter,
  page: PageDefinition,
  pages: PageDefinition[],
  state: FormState,
  context: FormContext,
  documents: Readonly<Record<string, { file_name: string }>>,
): void {
  const scope: Scope = { writer, visibility: computeVisibility(pages, state, context), state, context, documents };
  writer.write(page.title, { size: 18, bold: true });
  page.sections.forEach((section, s) => {
    const path = `${page.id}/sections/${s}`;
    if (!scope.visibility.isItemVisible(path)) return;
    if (section.title) writer.write(section.title, { size: 13, bold: true, spaceBefore: 12 });
    renderItems(section.items, `${path}/items`, scope, 0);
  });
}

function renderItems(items: readonly ItemDefinition[], basePath: string, scope: Scope, indent: number): void {
  items.forEach((item, index) => {
    const path = `${basePath}/${index}`;
    if (!scope.visibility.isItemVisible(path)) return;
    const { writer } = scope;
    if (isQuestion(item)) {
      const lines = answerDisplay(
        item,
        scope.state.answers,
        questionOptions(item, scope.state.answers, scope.context),
        scope.documents,
        scope.context.widgets,
      );
      // A question without a row of its own (a button) prints only what it reveals.
      if (lines !== null) {
        writer.write(item.label, { ...label, indent, spaceBefore: 6 });
        for (const line of lines.length > 0 ? lines : [notAnswered]) writer.write(line, { size: 10.5, indent });
      }
      if (item.after) renderItems(item.after, `${path}/after`, scope, indent);
      for (const [value, revealed] of Object.entries(item.reveal ?? {})) {
        renderItems(revealed, `${path}/reveal/${pointerSegment(value)}`, scope, indent);
      }
    } else if (isContent(item)) {
      // Headings structure the answers; instructions and alerts are not part of a copy.
      if (item.variant === 'heading') writer.write(item.text.replace(/\*\*/g, ''), { size: 11.5, bold: true, indent });
    } else if (isGroup(item)) {
      if (item.title) writer.write(item.title, { size: 11.5, bold: true, indent, spaceBefore: 8 });
      renderItems(item.items, `${path}/items`, scope, indent);
    } else if (isSwitch(item)) {
      item.cases.forEach((switchCase, c) => {
        if (scope.visibility.isItemVisible(`${path}/cases/${c}`)) {
          renderItems(switchCase.items, `${path}/cases/${c}/items`, scope, indent);
        }
      });
    } else if (isTabGroup(item)) {
      const chosen = scope.visibility.chosenTab(item.id);
      const tabIndex = item.tabs.findIndex((tab) => tab.id === chosen);
      const tab = item.tabs[tabIndex];
      if (!tab) return;
      writer.write(item.label, { ...label, indent, spaceBefore: 6 });
      writer.write(tab.label, { size: 10.5, indent });
      renderItems(tab.items, `${path}/tabs/${tabIndex}/items`, scope, indent);
    } else if (isAddAnother(item)) {
      const count = instanceCountOf(item, scope.state.addAnother);
      for (let n = 1; n <= count; n++) {
        if (item.instanceTitle) {
          writer.write(instanceLabel(item.instanceTitle, n), { size: 11.5, bold: true, indent, spaceBefore: 8 });
        }
        renderItems(expandAddAnother(item, n), `${path}/instances/${n}`, scope, indent + 12);
      }
    }
  });
}
