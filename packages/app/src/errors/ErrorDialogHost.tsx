import { useStoreValue } from '@admissions/form-react';
import { useAppServices } from '../app/AppProviders.tsx';
import { UnexpectedErrorDialog } from './UnexpectedErrorDialog.tsx';

/** Shows the 'Unexpected Error' dialog for errors raised outside render (e.g. a failed logout). */
export function ErrorDialogHost() {
  const { errorDialog } = useAppServices();
  const error = useStoreValue(errorDialog, (state) => state.error);
  if (error === null) return null;
  return <UnexpectedErrorDialog error={error} onClose={() => errorDialog.getState().close()} />;
}
