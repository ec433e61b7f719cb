import { Modal } from '@admissions/form-react';
import { useRef } from 'react';
import { appConfig } from '../config/appConfig.ts';
import { PrimaryButton, SecondaryButton } from '../ui/Button.tsx';

export interface InactivityDialogProps {
  isOpen: boolean;
  onStay(): void;
  onLogout(): void;
}

/** The warning shown 60 s before the inactivity logout. */
export function InactivityDialog({ isOpen, onStay, onLogout }: InactivityDialogProps) {
  const stayRef = useRef<HTMLButtonElement>(null);
  const seconds = Math.round(appConfig.inactivity.warningBeforeMs / 1000);
  return (
    <Modal
      isOpen={isOpen}
      onClose={onStay}
      title="Are you still working on your application?"
      size="small"
      role="alertdialog"
      showCloseButton={false}
      initialFocus={stayRef}
      footer={
        <>
          <PrimaryButton ref={stayRef} type="button" onClick={onStay}>
            Yes - Take me back to my application
          </PrimaryButton>
          <SecondaryButton type="button" onClick={onLogout}>
            No - Please log me out
          </SecondaryButton>
        </>
      }
    >
      <p>
        You have not done anything for a while. For your security, you will be logged out in {seconds} seconds. Your
        answers will be saved.
      </p>
    </Modal>
  );
}
