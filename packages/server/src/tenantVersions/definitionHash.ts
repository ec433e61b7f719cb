import { createHash } from 'node:crypto';
import { canonicalJson, type TenantBundle } from '@admissions/form-core';

/** The content hash of a definition: SHA-256 (hex) of its canonical JSON, the same for equal definitions. */
export function definitionHash(bundle: TenantBundle): string {
  return createHash('sha256').update(canonicalJson(bundle)).digest('hex');
}
