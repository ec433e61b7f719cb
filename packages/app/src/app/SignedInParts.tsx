import { ConflictDialog } from '../flow/ConflictDialog.tsx';
import { InactivityManager } from '../inactivity/InactivityManager.tsx';

/**
 * What only a signed-in session needs on every screen: the inactivity timer
 * with its warning, and the dialog for a save another tab or device made
 * first. A chunk of its own: a visitor's first page never loads it.
 */
export function SignedInParts() {
  return (
    <>
      <InactivityManager />
      <ConflictDialog />
    </>
  );
}
