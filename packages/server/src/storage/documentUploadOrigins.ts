import type { StorageConfig } from '../documents/documentsConfig.ts';
import { s3UploadOrigins } from './s3Storage.ts';

/** Origins the browser posts uploads to, besides our own (for the CSP's connect-src). */
export function documentUploadOrigins(storage: StorageConfig): string[] {
  if (storage.kind === 'local') return [];
  return s3UploadOrigins({
    bucket: storage.bucket,
    region: storage.region,
    ...(storage.endpoint ? { endpoint: storage.endpoint } : {}),
  });
}
