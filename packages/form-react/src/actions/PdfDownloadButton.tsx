import { ActionButton } from './ActionButton.tsx';
import { useBusyHandler } from './useBusyHandler.ts';

export interface PdfDownloadButtonProps {
  label: string;
  onPdfDownload: (() => void | Promise<unknown>) | undefined;
}

/** Asks the host for the PDF copy; busy while the PDF is being prepared. */
export function PdfDownloadButton({ label, onPdfDownload }: PdfDownloadButtonProps) {
  const { busy, run } = useBusyHandler(onPdfDownload);
  return (
    <ActionButton
      label={label}
      busy={busy}
      busyLabel="Preparing your PDF…"
      variant="secondary"
      onPress={() => void run()}
    />
  );
}
