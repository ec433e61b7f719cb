import { fileExtensions, isConversionRunning } from '@admissions/contracts';
import { validateFile } from '@admissions/form-core';
import type { FileUploadOptions } from '@admissions/form-core';
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { LoadingSpinner } from '../../layout/LoadingSpinner.tsx';
import { describedBy } from '../../registry/fieldIds.ts';
import type { WidgetProps } from '../../registry/WidgetProps.ts';
import shared from '../../theme/sharedStyles.module.css';
import { Field } from '../parts/Field.tsx';
import { errorText } from '../parts/errorText.tsx';
import { DeleteDocumentDialog } from './DeleteDocumentDialog.tsx';
import { fileUploadTexts } from './fileUploadTexts.ts';
import { formatFileSize } from './formatFileSize.ts';
import styles from './FileUploadWidget.module.css';

export { fileUploadTexts };

/**
 * fileUpload: the stored document (name and size, with Delete behind a
 * confirmation) or a file input. A chosen file is checked with form-core's
 * validateFile before `onUpload(key, file)`; the upload/conversion status the
 * host passes in shows as busy (UNPROCESSED, IN_PROGRESS) or an error (FAILED).
 * Visitors see the sign-up text of the error catalogue instead of the input.
 */
export function FileUploadWidget({ question, errors, ids, required, services }: WidgetProps<FileUploadOptions>) {
  const key = question.key;
  const extensions = question.options?.accept ?? [...fileExtensions];
  const stored = services.documents?.[key];
  const state = services.documentStates?.[key];
  const busy = isConversionRunning(state?.status);
  const failure = state?.status === 'FAILED' ? state.error || state.message || fileUploadTexts.failed : undefined;
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const shownErrors = [...new Set([...fileErrors, ...(failure ? [failure] : []), ...errors])];

  if (services.isVisitor) {
    return (
      <div className={shared.fieldWrapper} id={key} tabIndex={-1}>
        <span id={ids.label} className={shared.fieldLabel}>
          {question.label}
        </span>
        <p>{fileUploadTexts.visitor}</p>
      </div>
    );
  }

  if (busy) {
    return (
      <div className={shared.fieldWrapper} id={key} tabIndex={-1} aria-busy="true">
        <span id={ids.label} className={shared.fieldLabel}>
          {question.label}
        </span>
        <LoadingSpinner size="small" label={fileUploadTexts.inProgress} showLabel />
      </div>
    );
  }

  if (stored) {
    const confirmDelete = async () => {
      setDeleting(true);
      try {
        await services.onDelete?.(key);
      } finally {
        setDeleting(false);
        setConfirming(false);
        // The Delete button is gone; put focus on what replaced it (the file input has the key as id).
        setTimeout(() => document.getElementById(key)?.focus(), 0);
      }
    };
    return (
      <div className={shared.fieldWrapper}>
        <span id={ids.label} className={shared.fieldLabel}>
          {question.label}
        </span>
        {errorText(ids.error, shownErrors)}
        <p className={styles.storedFile}>
          {fileUploadTexts.attached} <strong>{stored.file_name}</strong> ({formatFileSize(stored.file_size)})
        </p>
        <button id={key} type="button" className={shared.secondaryButton} onClick={() => setConfirming(true)}>
          Delete <span className={shared.visuallyHidden}>{stored.file_name}</span>
        </button>
        <DeleteDocumentDialog
          isOpen={confirming}
          fileName={stored.file_name}
          busy={deleting}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void confirmDelete()}
        />
      </div>
    );
  }

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const problems = validateFile({ name: file.name, size: file.size }, { extensions });
    setFileErrors(problems);
    if (problems.length > 0) {
      input.value = '';
      return;
    }
    void services.onUpload?.(key, file);
  };

  const hint = question.hint ?? fileUploadTexts.accepted(extensions);
  return (
    <Field ids={ids} label={question.label} hint={hint} required={required} errors={shownErrors}>
      <input
        id={ids.input}
        name={key}
        type="file"
        accept={extensions.map((extension) => `.${extension}`).join(',')}
        aria-describedby={describedBy(ids, true, shownErrors.length > 0)}
        aria-invalid={shownErrors.length > 0 ? true : undefined}
        aria-required={required ? true : undefined}
        className={shared.fileInputBox}
        onChange={onFile}
      />
    </Field>
  );
}
