import type { TenantBundle } from '@admissions/form-core';
import { isSafeKeySegment } from '../storage/storageKeys.ts';

/** The answer keys that take documents: the data model's `document` keys. */
export function documentAnswerKeys(bundle: TenantBundle): ReadonlySet<string> {
  return new Set(
    Object.entries(bundle.dataModel.keys)
      .filter(([key, entry]) => entry.type === 'document' && isSafeKeySegment(key))
      .map(([key]) => key),
  );
}
