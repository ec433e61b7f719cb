import {
  type DocumentAnswer,
  isConversionRunning,
  type RecommenderFormResponse,
  type StudentAnswers,
  type ValidationErrors,
} from '@admissions/contracts';
import type { DeliveredBundle } from '@admissions/form-core';
import { createAnswerStore, type DocumentState, type FormServices, PageRenderer } from '@admissions/form-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { SubmissionRejectedError } from '../api/apiErrors.ts';
import { useAppServices } from '../app/AppProviders.tsx';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';
import { PrimaryButton } from '../ui/Button.tsx';
import { createRecommenderApi, type RecommenderApi } from './recommendationApi.ts';
import { recommendationTexts as texts } from './recommendationTexts.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const pollMs = 500;

type Loaded =
  | { state: 'loading' }
  | { state: 'refused'; message: string }
  | { state: 'open'; form: RecommenderFormResponse }
  | { state: 'submitted'; message: string };

/** The recommender form of one link, rendered by the same engine as the application. */
function RecommenderForm({
  api,
  form,
  onSubmitted,
}: {
  api: RecommenderApi;
  form: RecommenderFormResponse;
  onSubmitted(message: string): void;
}) {
  const { registry } = useAppServices();
  const bundle = form.definition as unknown as DeliveredBundle;
  const store = useMemo(
    () =>
      createAnswerStore({
        pages: bundle.pages,
        context: {
          optionLists: bundle.config.optionLists,
          dateWindows: bundle.config.dateWindows,
          widgets: registry.specs,
        },
      }),
    [bundle, registry],
  );
  const [documents, setDocuments] = useState<Record<string, DocumentAnswer>>({});
  const [documentStates, setDocumentStates] = useState<Record<string, DocumentState>>({});
  const [errors, setErrors] = useState<ValidationErrors>({});
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const services = useMemo<FormServices>(
    () => ({
      isVisitor: false,
      characterLimit: bundle.config.characterLimit,
      documents,
      documentStates,
      onUpload: async (key, file) => {
        setDocumentStates((states) => ({ ...states, [key]: { status: 'UNPROCESSED' } }));
        try {
          const target = await api.presignedUrl(key);
          await api.uploadFile(target, file);
          await api.requestConversion(key, target.fields.key, file.name);
          for (;;) {
            const status = await api.conversionStatus(key);
            if (!alive.current) return;
            setDocumentStates((states) => ({ ...states, [key]: status }));
            if (status.status === 'COMPLETED') {
              setDocuments((stored) => ({ ...stored, [key]: { file_name: file.name, file_size: file.size } }));
              store.getState().setAnswer(key, 'ANSWERED');
              return;
            }
            if (status.status === 'FAILED') return;
            await new Promise((resolve) => setTimeout(resolve, pollMs));
          }
        } catch (error) {
          setDocumentStates((states) => ({ ...states, [key]: { status: 'FAILED', error: messageOf(error) } }));
        }
      },
    }),
    [api, bundle, documents, documentStates, store],
  );

  const submit = async () => {
    if (Object.values(documentStates).some((state) => isConversionRunning(state.status))) {
      setMessage(texts.uploadWaiting);
      return;
    }
    setBusy(true);
    setMessage(undefined);
    try {
      const answers: StudentAnswers = { ...store.getState().answers };
      const answered = await api.submit(answers);
      onSubmitted(answered.message);
    } catch (error) {
      if (error instanceof SubmissionRejectedError) setErrors(error.errors);
      setMessage(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>{texts.forApplicant(form.applicant_name)}</p>
      <p>{texts.greeting(form.recommender_name)}</p>
      {message ? <p role="alert">{message}</p> : null}
      {bundle.pages.map((page) => (
        <PageRenderer
          key={page.id}
          page={page}
          registry={registry}
          store={store}
          errors={errors}
          showErrors={Object.keys(errors).length > 0}
          services={services}
          showTitle={false}
        />
      ))}
      <PrimaryButton type="button" disabled={busy} aria-busy={busy} onClick={() => void submit()}>
        {busy ? texts.submitting : texts.submit}
      </PrimaryButton>
    </>
  );
}

/**
 * /recommend?token=...: a recommender's page. No account and no session:
 * the link's token is the credential of every call. A link that is unknown,
 * expired, withdrawn or used shows the server's reason on a page of its own.
 */
export function RecommenderPage() {
  const token = useMemo(() => new URLSearchParams(window.location.search).get('token') ?? '', []);
  const api = useMemo(() => createRecommenderApi(token), [token]);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    api.open().then(
      (form) => current && setLoaded({ state: 'open', form }),
      (error: unknown) => current && setLoaded({ state: 'refused', message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [api]);
  const title =
    loaded.state === 'open'
      ? texts.recommenderTitle(loaded.form.kind_label)
      : loaded.state === 'submitted'
        ? texts.thanksTitle
        : loaded.state === 'refused'
          ? texts.refusedTitle
          : texts.loading;
  useDocumentTitle(title);
  return (
    <main id="main-content">
      <h1 tabIndex={-1}>{title}</h1>
      {loaded.state === 'refused' || loaded.state === 'submitted' ? <p role="status">{loaded.message}</p> : null}
      {loaded.state === 'open' ? (
        <RecommenderForm
          api={api}
          form={loaded.form}
          onSubmitted={(message) => setLoaded({ state: 'submitted', message })}
        />
      ) : null}
    </main>
  );
}
