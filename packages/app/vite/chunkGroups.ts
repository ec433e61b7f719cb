/**
 * The code only a signed-in applicant's pages run, as paths inside the
 * repository: the applicant layout and its gate, the document pipeline, the
 * inactivity timer and the conflict dialog, the validation summary's box and the prefill notice's,
 * the status page's checklist and the recommendations, form-react's widgets and group renderers that a visitor's first page
 * does not show, and the service user's read-only view. A folder ends in `/`; a name without its extension takes
 * its stylesheet too. The Downshift comboboxes stay out:
 * they load when an applicant first types into one.
 */
const signedInPaths = [
  'packages/app/src/form/',
  'packages/app/src/documents/',
  'packages/app/src/service/ServiceView',
  'packages/app/src/inactivity/',
  'packages/app/src/flow/ConflictDialog.tsx',
  'packages/app/src/flow/conflictDialogTitle.ts',
  'packages/app/src/app/SignedInParts.tsx',
  // Taking over a page the server rendered (its data reader stays with the entry, which imports it).
  'packages/app/src/ssr/',
  'packages/app/src/layout/ValidationSummary',
  'packages/app/src/layout/validationSummaryTitle.ts',
  // The status page's checklist and the recommendations (the applicant's requests, staff's section, the
  // recommender's page, which renders the tenant's form with the same widgets).
  'packages/app/src/checklist/',
  'packages/app/src/recommendations/',
  // The notice of a prefill link's answers offered to a signed-in applicant (its box and texts).
  'packages/app/src/prefill/PrefillNoticeBox',
  'packages/app/src/prefill/prefillNoticeTexts.ts',
  'packages/form-core/src/errorSummary/',
  'packages/form-core/src/validation/validateFile.ts',
  'packages/form-react/src/widgets/schoolSearch/',
  'packages/form-react/src/widgets/fileUpload/',
  'packages/form-react/src/widgets/TextareaWidget',
  'packages/form-react/src/timing/',
  'packages/form-react/src/renderer/TabGroupRenderer',
  'packages/form-react/src/renderer/AddAnotherRenderer',
  // The service user's read-only view of an application.
  'packages/form-react/src/readOnly/',
  'packages/form-core/src/outline/',
  'packages/form-core/src/display/',
] as const;

/**
 * Whether a module belongs in the `signed-in` chunk. A module the first page
 * imports stays in the first chunk: that group comes first in the config and
 * takes it before this one is asked. One chunk instead of one per lazy part:
 * a signed-in page needs them all at once, and a dozen small requests (each
 * with its stylesheet) on a cold start queue behind the browser's six
 * connections per server and each is compressed on its own.
 */
export function isSignedInModule(id: string): boolean {
  const path = id.replaceAll('\\', '/');
  if (path.includes('/node_modules/') || /\/Downshift[^/]*$/.test(path)) return false;
  return signedInPaths.some((fragment) => path.includes(fragment));
}

/**
 * Whether a module belongs in the `react-query` chunk: React Query and the
 * app's client, provider and query keys, which only the code that uses React
 * Query imports (a signed-in applicant's layout, the account pages). Apart,
 * the app's three were one more small chunk for each of those pages.
 */
export function isQueryModule(id: string): boolean {
  const path = id.replaceAll('\\', '/');
  return (
    path.includes('/node_modules/@tanstack/') ||
    /\/packages\/app\/src\/api\/(?:createQueryClient|QueryProvider|queryKeys)\.tsx?$/.test(path)
  );
}
