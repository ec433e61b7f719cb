import type { ConversionStatus, PdfStatus } from '@admissions/contracts';

/** UNPROCESSED and IN_PROGRESS: still running (poll; tab switches are blocked). */
export function isConversionRunning(status: ConversionStatus | PdfStatus | undefined): boolean {
  return status === 'UNPROCESSED' || status === 'IN_PROGRESS';
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
