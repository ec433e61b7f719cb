import { type DocumentAnswers, errorCatalogue, isConversionRunning } from '@admissions/contracts';
import { documentAnsweredMarker } from '@admissions/form-core';
import type { DocumentState } from '@admissions/form-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessageOf, isUnauthorized } from '../api/apiErrors.ts';
import { appConfig } from '../config/appConfig.ts';
import { sleep } from './sleep.ts';
import type { DocumentApi } from './documentApi.ts';
import { documentQueryKeys } from './documentQueryKeys.ts';
import type { DocumentContext } from './DocumentServices.ts';

/**
 * The stored-answer marker the server writes for a converted document
 * (mirrored so saves keep it, and so validation sees the upload; '' clears it).
 */
export const answeredMarker = documentAnsweredMarker;

/**
 * Uploads, conversion polling and deletion: validate
 * (the widget did), save answers and presign together, post the file, request
 * conversion, poll every 2 s, refetch the documents. A failure clears the
 * answer and shows 'Error uploading file for {key}'.
 */
export function useDocumentUploads(api: DocumentApi, context: DocumentContext) {
  const documentsQuery = useQuery<DocumentAnswers>({
    queryKey: documentQueryKeys.documents,
    queryFn: api.getDocumentAnswers,
    // The profile brings the documents; this query runs when something changed them.
    enabled: false,
  });
  const documents = context.isLoggedIn ? (documentsQuery.data ?? context.profileDocuments) : context.profileDocuments;
  const [states, setStates] = useState<Record<string, DocumentState>>({});
  const statesRef = useRef(states);
  statesRef.current = states;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const setState = useCallback((key: string, state: DocumentState | undefined) => {
    if (!mounted.current) return;
    setStates((current) => {
      const next = { ...current };
      if (state) next[key] = state;
      else delete next[key];
      statesRef.current = next;
      return next;
    });
  }, []);

  const { refetch } = documentsQuery;
  const refreshDocuments = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const setMarker = useCallback(
    (key: string, value: string) => {
      if (context.answers.getState().answers[key] !== value) context.answers.getState().setAnswer(key, value);
    },
    [context.answers],
  );

  const onUpload = useCallback(
    async (key: string, file: File) => {
      const label = errorCatalogue.uploadForKey(key);
      setState(key, { status: 'UNPROCESSED' });
      try {
        const [saved, target] = await Promise.all([context.saveAnswers(), api.presignedUrl(key)]);
        if (saved.kind === 'unauthorized' || saved.kind === 'visitor') {
          setState(key, undefined);
          return;
        }
        await api.uploadFile(target, file);
        await api.requestConversion(key, { file_key: target.fields.key, file_name: file.name });
        for (;;) {
          const result = await api.conversionStatus(key);
          if (!isConversionRunning(result.status)) {
            await refreshDocuments();
            if (result.status === 'COMPLETED') {
              setMarker(key, answeredMarker);
              setState(key, { status: 'COMPLETED', message: result.message });
            } else {
              const message = result.error || result.message || errorCatalogue.generic;
              setMarker(key, '');
              setState(key, { status: 'FAILED', message, error: message });
              context.showError(message, label);
            }
            return;
          }
          setState(key, { status: result.status, message: result.message });
          if (!mounted.current) return;
          await sleep(appConfig.documents.conversionPollMs);
        }
      } catch (error) {
        // A 401 has taken the session-invalid path (the pipeline's client): nothing to show here.
        if (isUnauthorized(error)) {
          setState(key, undefined);
          return;
        }
        const message = errorMessageOf(error);
        setMarker(key, '');
        setState(key, { status: 'FAILED', message, error: message });
        context.showError(message, label);
        await refreshDocuments().catch(() => undefined);
      }
    },
    [api, context, refreshDocuments, setMarker, setState],
  );

  /** DELETE /api/document-answer/{key} and /api/pdf/document-answer/{key}; the answer is cleared. */
  const removeDocument = useCallback(
    async (key: string) => {
      await api.deleteDocumentAnswer(key);
      await api.deleteConversion(key);
      setMarker(key, '');
      setState(key, undefined);
    },
    [api, setMarker, setState],
  );

  const onDelete = useCallback(
    async (key: string) => {
      try {
        await removeDocument(key);
      } catch (error) {
        if (!isUnauthorized(error)) context.showError(errorMessageOf(error), errorCatalogue.uploadForKey(key));
      } finally {
        await refreshDocuments().catch(() => undefined);
      }
    },
    [context, refreshDocuments, removeDocument],
  );

  /** Any conversion still UNPROCESSED or IN_PROGRESS. */
  const conversionRunning = useCallback(
    () => Object.values(statesRef.current).some((state) => isConversionRunning(state.status)),
    [],
  );

  /** The documents of a tab group being left: deleted with their conversions (errors refresh, then rethrow). */
  const removeForTabSwitch = useCallback(
    async (fileKeys: readonly string[]) => {
      const current = documentsQuery.data ?? context.profileDocuments;
      const present = fileKeys.filter((key) => key in current || key in statesRef.current);
      try {
        for (const key of present) await removeDocument(key);
      } finally {
        if (present.length > 0) await refreshDocuments().catch(() => undefined);
      }
    },
    [context.profileDocuments, documentsQuery.data, refreshDocuments, removeDocument],
  );

  /**
   * After a failed tab switch (its deletions may have half happened): the stored documents again, and the
   * conversion state of every document this page knows of as the server has it now.
   */
  const refresh = useCallback(async () => {
    await refreshDocuments().catch(() => undefined);
    for (const key of Object.keys(statesRef.current)) {
      try {
        const result = await api.conversionStatus(key);
        setState(key, {
          status: result.status,
          message: result.message,
          ...(result.status === 'FAILED' ? { error: result.error || result.message || errorCatalogue.generic } : {}),
        });
      } catch {
        setState(key, undefined);
      }
    }
  }, [api, refreshDocuments, setState]);

  return { documents, documentStates: states, onUpload, onDelete, conversionRunning, removeForTabSwitch, refresh };
}
