import { ActionButton } from './ActionButton.tsx';
import { useBusyHandler } from './useBusyHandler.ts';

export interface NavigateWithValidationButtonProps {
  label: string;
  route: string;
  onNavigateWithValidation: ((route: string) => void | Promise<unknown>) | undefined;
}

/** Saves answers and validations, then goes to `route`. */
export function NavigateWithValidationButton({
  label,
  route,
  onNavigateWithValidation,
}: NavigateWithValidationButtonProps) {
  const { busy, run } = useBusyHandler(onNavigateWithValidation);
  return (
    <ActionButton label={label} busy={busy} busyLabel="Saving…" variant="secondary" onPress={() => void run(route)} />
  );
}
