import { type ChecklistItem, type ChecklistResponse, isConversionRunning } from '@admissions/contracts';
import { LoadingSpinner, SafeMarkup } from '@admissions/form-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { errorMessageOf } from '../api/apiErrors.ts';
import { SecondaryButton } from '../ui/Button.tsx';
import styles from './Checklist.module.css';
import { ChecklistItems } from './ChecklistItems.tsx';
import { checklistTexts } from './checklistTexts.ts';
import { type ChecklistDocumentApi, uploadChecklistDocument } from './uploadChecklistDocument.ts';

/** How often the page asks again while a document is being checked and converted. */
const pollMs = 1000;

const converting = (item: ChecklistItem) => isConversionRunning(item.document?.conversion);

/**
 * The status page's checklist: each item with its state, and an upload under
 * an item that takes a document. While an upload is checked and converted it
 * asks the server again each second, so the item turns received by itself.
 */
export function ChecklistPanel({
  getChecklist,
  documents,
}: {
  getChecklist: () => Promise<ChecklistResponse>;
  documents: ChecklistDocumentApi;
}) {
  const [checklist, setChecklist] = useState<ChecklistResponse>();
  const [loadError, setLoadError] = useState<string>();
  const refresh = useCallback(async () => {
    try {
      setChecklist(await getChecklist());
      setLoadError(undefined);
    } catch (error) {
      setLoadError(errorMessageOf(error));
    }
  }, [getChecklist]);
  useEffect(() => {
    let live = true;
    getChecklist().then(
      (loaded) => {
        if (live) setChecklist(loaded);
      },
      (error: unknown) => {
        if (live) setLoadError(errorMessageOf(error));
      },
    );
    return () => {
      live = false;
    };
  }, [getChecklist]);
  const waiting = checklist?.items.some(converting) ?? false;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void refresh(), pollMs);
    return () => clearInterval(timer);
  }, [waiting, refresh]);

  if (!checklist) {
    return loadError ? (
      <p role="alert">{checklistTexts.loadFailed}</p>
    ) : (
      <LoadingSpinner label={checklistTexts.loading} showLabel />
    );
  }
  if (checklist.items.length === 0) return null;
  return (
    <section aria-labelledby="checklist-heading">
      <h2 id="checklist-heading">{checklist.heading}</h2>
      {checklist.intro ? <SafeMarkup text={checklist.intro} /> : null}
      {checklist.complete ? <p role="status">{checklistTexts.complete}</p> : null}
      <ChecklistItems
        checklist={checklist}
        action={(item) =>
          item.document?.uploadable ? <ChecklistUpload item={item} documents={documents} onUploaded={refresh} /> : null
        }
      />
    </section>
  );
}

function ChecklistUpload({
  item,
  documents,
  onUploaded,
}: {
  item: ChecklistItem;
  documents: ChecklistDocumentApi;
  onUploaded: () => Promise<void>;
}) {
  const id = useId();
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const document = item.document!;
  const pending = busy || converting(item);
  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const refused = await uploadChecklistDocument(documents, document.key, file);
      setProblems(refused);
      if (refused.length === 0) setFile(undefined);
      await onUploaded();
    } catch (error) {
      setProblems([errorMessageOf(error)]);
    } finally {
      setBusy(false);
    }
  };
  const failed = document.conversion === 'FAILED' && document.message ? [document.message] : [];
  const shown = [...problems, ...failed];
  return (
    <div>
      <div className={styles.upload}>
        <label htmlFor={id}>{document.label ?? checklistTexts.chooseFile(item.title)}</label>
        <input
          id={id}
          type="file"
          aria-describedby={document.hint ? `${id}-hint` : undefined}
          disabled={pending}
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            setProblems([]);
          }}
        />
        <SecondaryButton type="button" disabled={!file || pending} onClick={() => void upload()}>
          {checklistTexts.uploadButton}
        </SecondaryButton>
      </div>
      {document.hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {document.hint}
          {document.file_name ? ` ${checklistTexts.replaceHint}` : ''}
        </p>
      ) : null}
      {pending ? <LoadingSpinner label={checklistTexts.uploading} showLabel /> : null}
      {shown.length > 0 ? (
        <ul role="alert">
          {shown.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
