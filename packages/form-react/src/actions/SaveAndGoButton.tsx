import { ActionButton } from './ActionButton.tsx';
import { useBusyHandler } from './useBusyHandler.ts';

export interface SaveAndGoButtonProps {
  label: string;
  route: string;
  onSaveAndGo: ((route: string) => void | Promise<unknown>) | undefined;
}

/** Saves the answers and goes to `route` (the host decides how; visitors go to /signup). */
export function SaveAndGoButton({ label, route, onSaveAndGo }: SaveAndGoButtonProps) {
  const { busy, run } = useBusyHandler(onSaveAndGo);
  return <ActionButton label={label} busy={busy} busyLabel="Saving…" onPress={() => void run(route)} />;
}
