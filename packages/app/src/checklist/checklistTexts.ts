import type { ChecklistState } from '@admissions/contracts';

/** The texts of the status page's checklist (the tenant writes the items; these frame them). */
export const checklistTexts = {
  states: { missing: 'Missing', received: 'Received', waived: 'Waived' } satisfies Record<ChecklistState, string>,
  complete: 'Your checklist is complete: every item is received or waived.',
  loading: 'Loading your checklist…',
  loadFailed: 'Your checklist could not be loaded. Please reload the page.',
  chooseFile: (title: string) => `Choose a file for ${title}`,
  uploadButton: 'Upload',
  uploading: 'Uploading and checking your file…',
  storedFile: (fileName: string) => `Received file: ${fileName}`,
  replaceHint: 'You can upload a new file to replace it.',
  stateLabel: (title: string, state: string) => `${title}: ${state}`,
  staffHeading: 'Checklist',
} as const;
