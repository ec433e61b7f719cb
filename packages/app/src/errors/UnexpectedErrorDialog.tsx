import { errorCatalogue } from '@admissions/contracts';
import { errorMessageOf } from '../api/apiErrors.ts';
import { ErrorDialog } from './ErrorDialog.tsx';

export interface UnexpectedErrorDialogProps {
  error: unknown;
  onClose(): void;
}

export const unexpectedErrorTexts = {
  lead: 'Something did not work as it should.',
  next: 'Select OK to go back to your application and try again. If this keeps happening, contact us through Help at the bottom of the page.',
} as const;

/**
 * The error boundaries' dialog, titled 'Unexpected Error': what happened in
 * plain words, the reason when there is one the applicant can read (the
 * server's message, else the generic text), and what to do next.
 */
export function UnexpectedErrorDialog({ error, onClose }: UnexpectedErrorDialogProps) {
  return (
    <ErrorDialog header={errorCatalogue.unexpectedErrorDialog} onClose={onClose}>
      <p>
        {unexpectedErrorTexts.lead} {errorMessageOf(error)}
      </p>
      <p>{unexpectedErrorTexts.next}</p>
    </ErrorDialog>
  );
}
