/** The texts the checklist's routes and operations answer with. */
export const checklistMessages = {
  notSubmitted: 'Documents for your checklist can be uploaded once your application is submitted.',
  notOnChecklist: 'This item is not on your checklist.',
  notUploadable: 'This item needs no upload: it is already received or waived.',
  unknownItem: (item: string, known: readonly string[]) =>
    `The checklist has no item "${item}"; its items are: ${known.join(', ')}.`,
  unknownState: (state: string, known: readonly string[]) =>
    `"${state}" is not a checklist state; use one of: ${known.join(', ')}.`,
  noChecklist: 'This tenant has no checklist (tenants/<name>/checklist.json).',
  noApplicant: (applicant: string) => `No applicant account for ${applicant}.`,
  hiddenItem: (item: string) =>
    `"${item}" is not on this applicant's checklist: its condition does not hold for the submitted answers.`,
  defaultHeading: 'Your checklist',
} as const;
