import { Modal } from '@admissions/form-react';
import { useRef, useState } from 'react';
import { useAppServices } from '../app/AppProviders.tsx';
import { useSnapshot } from '../session/SessionContext.tsx';
import { PrimaryButton, SecondaryButton } from '../ui/Button.tsx';
import { conflictDialogTitle } from './conflictDialogTitle.ts';

/**
 * A 409 on save: another tab or device saved first. Nothing typed here is
 * lost until the applicant chooses which version to keep.
 */
export function ConflictDialog() {
  const { flow } = useAppServices();
  const conflict = useSnapshot((snapshot) => snapshot.conflict);
  const keepRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const choose = async (choice: 'keepMine' | 'useSaved') => {
    setBusy(true);
    try {
      await flow.resolveConflict(choice);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      isOpen={conflict !== null}
      // The applicant has to choose: Escape and the backdrop do not pick a version for them.
      onClose={() => {}}
      title={conflictDialogTitle}
      size="small"
      role="alertdialog"
      showCloseButton={false}
      initialFocus={keepRef}
      footer={
        <>
          <PrimaryButton ref={keepRef} type="button" aria-disabled={busy} onClick={() => void choose('keepMine')}>
            Keep my answers
          </PrimaryButton>
          <SecondaryButton type="button" aria-disabled={busy} onClick={() => void choose('useSaved')}>
            Use the saved version
          </SecondaryButton>
        </>
      }
    >
      {conflict ? <p>{conflict.message}</p> : null}
      <p>
        Your application was saved from another window or device after this page was opened, so your latest changes here
        have not been saved yet.
      </p>
      <ul>
        <li>
          <strong>Keep my answers</strong> saves the changes you made here over the other version; answers you did not
          change here keep the other version.
        </li>
        <li>
          <strong>Use the saved version</strong> replaces what you see with the version saved elsewhere; your changes on
          this page are discarded.
        </li>
      </ul>
    </Modal>
  );
}
