import type { DocumentAnswers, ProfileResponse } from '@admissions/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAppServices } from '../app/AppProviders.tsx';
import { queryKeys } from '../api/queryKeys.ts';
import { useSnapshot } from '../session/SessionContext.tsx';
import type { DocumentContext, DocumentServices } from './DocumentServices.ts';

const noDocuments: DocumentAnswers = {};

/** Runs the configured document pipeline with what the app knows (profile documents, save, toasts). */
export function useDocumentPipeline(): DocumentServices {
  const { api, answers, flow, toasts, documents } = useAppServices();
  const isLoggedIn = useSnapshot((snapshot) => snapshot.isLoggedIn);
  // Reads the cached profile without fetching: the application gate owns that query.
  const profile = useQuery<ProfileResponse>({ queryKey: queryKeys.profile, queryFn: api.getProfile, enabled: false });
  const profileDocuments = (isLoggedIn ? profile.data?.document_answer : undefined) ?? noDocuments;
  const context = useMemo<DocumentContext>(
    () => ({
      api,
      answers,
      isLoggedIn,
      saveAnswers: flow.save,
      profileDocuments,
      showError: (message, label) => toasts.getState().showError(message, { label }),
      onUnauthorized: flow.handleUnauthorized,
    }),
    [api, answers, isLoggedIn, flow, profileDocuments, toasts],
  );
  return documents.useDocumentServices(context);
}
