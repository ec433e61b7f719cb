import type { TenantBundle } from '../definition/types.ts';

/** One problem in a tenant's configuration. */
export interface ConfigurationIssue {
  /** Stable rule id, e.g. `unknown-key`. */
  rule: string;
  message: string;
  /** The tenant file, as tenant.json names it (e.g. `pages/about.json`). */
  file?: string;
  /** JSON pointer inside that file (e.g. `/sections/0/items/3`). */
  pointer?: string;
  /** Whether the word to fix is the name of the property the pointer names (a misspelt key), not its value. */
  atName?: boolean;
}

/** File names of a bundle's parts, as tenant.json lists them. */
export interface BundleFiles {
  tenant: string;
  page(index: number): string;
  schema(index: number): string;
  dataModel: string;
  errorSummary: string;
}

export function bundleFiles(bundle: TenantBundle): BundleFiles {
  const config = bundle.config;
  return {
    tenant: 'tenant.json',
    page: (index) => config?.pages?.[index] ?? `pages[${index}]`,
    schema: (index) => config?.schemas?.[index] ?? `schemas[${index}]`,
    dataModel: config?.dataModel ?? 'data-model.json',
    errorSummary: config?.errorSummary ?? 'error-summary.json',
  };
}

export const notInDataModel = 'not present in the tenant dataModel';
