import type { ApplicationOutline, OutlineAnswer, OutlineEntry } from './applicationOutline.ts';

/** Every answer row of the entries, depth first (into groups and add-another instances), in order. */
export function outlineEntryAnswers(entries: readonly OutlineEntry[]): OutlineAnswer[] {
  const answers: OutlineAnswer[] = [];
  for (const entry of entries) {
    if (entry.kind === 'answer') answers.push(entry);
    else if (entry.kind === 'group') answers.push(...outlineEntryAnswers(entry.entries));
  }
  return answers;
}

/** Every answer row of the application, page by page, in the order a copy shows them. */
export function outlineAnswers(outline: ApplicationOutline): OutlineAnswer[] {
  return outline.pages.flatMap((page) => page.sections.flatMap((section) => outlineEntryAnswers(section.entries)));
}
