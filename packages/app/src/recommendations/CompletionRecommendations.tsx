import { useMemo } from 'react';
import { createRecommendationApi } from './recommendationApi.ts';
import { RecommendationRequests } from './RecommendationRequests.tsx';

/** The applicant's recommendation requests on the status page after submission. */
export function CompletionRecommendations() {
  const api = useMemo(() => createRecommendationApi(), []);
  return <RecommendationRequests api={api} />;
}
