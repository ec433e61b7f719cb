import { ActionButton } from './ActionButton.tsx';
import { useBusyHandler } from './useBusyHandler.ts';

export interface SubmitButtonProps {
  label: string;
  onSubmit: (() => void | Promise<unknown>) | undefined;
}

/** Submits the application (the host validates, then submits or shows the summary). */
export function SubmitButton({ label, onSubmit }: SubmitButtonProps) {
  const { busy, run } = useBusyHandler(onSubmit);
  return <ActionButton label={label} busy={busy} busyLabel="Submitting…" onPress={() => void run()} />;
}
