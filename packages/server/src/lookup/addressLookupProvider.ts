import type { LookupItem, LookupRecord } from '@admissions/contracts';

/**
 * Where address suggestions come from (category `address`). The embedded
 * default suggests nothing; a deployment plugs in a provider (a geocoding
 * service, a licensed address file) with ADDRESS_LOOKUP_MODULE: a module whose
 * default export is `() => AddressLookupProvider | Promise<AddressLookupProvider>`.
 */
export interface AddressLookupProvider {
  search(query: string, maxResults: number): Promise<LookupItem[]>;
  /** The record for an id from `search`; undefined when unknown. */
  find(id: string): Promise<LookupRecord | undefined>;
}

export const emptyAddressLookupProvider: AddressLookupProvider = {
  search: async () => [],
  find: async () => undefined,
};

/** Loads the provider module named by ADDRESS_LOOKUP_MODULE. */
export async function loadAddressLookupProvider(modulePath: string | undefined): Promise<AddressLookupProvider> {
  if (!modulePath) return emptyAddressLookupProvider;
  const module = (await import(modulePath)) as {
    default?: () => AddressLookupProvider | Promise<AddressLookupProvider>;
  };
  if (typeof module.default !== 'function') {
    throw new Error(
      `ADDRESS_LOOKUP_MODULE ${modulePath} must export a default function returning an AddressLookupProvider`,
    );
  }
  return module.default();
}
