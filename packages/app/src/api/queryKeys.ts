/** React Query keys of the app's server state. */
export const queryKeys = {
  profile: ['profile'] as const,
  tabs: ['tabs'] as const,
  addAnother: ['add-another'] as const,
  temporaryAnswers: (token: string) => ['temporary-answers', token] as const,
  serviceView: (serviceToken: string) => ['service-view', serviceToken] as const,
  lookupCategories: ['lookup-categories'] as const,
};
