import type { TenantAsset, TenantBundle, TenantProblem, TenantValidation } from '@admissions/form-core';
import { loadTenantFolder } from '../loadTenantDirectory.ts';

/**
 * What the server keeps of a tenant folder once form-core's loader has read
 * and checked it. All but `validation` is plain data that a worker thread can
 * send back.
 */
export interface CheckedTenant {
  name: string;
  /** Undefined when a listed file is missing or is not JSON; use it only when `problems` is empty. */
  bundle: TenantBundle | undefined;
  /** Every problem found, ordered by file and position. */
  problems: TenantProblem[];
  logo?: TenantAsset;
  /** The loader's compilation of the schemas, when the checks ran in this thread (a function cannot cross threads). */
  validation?: TenantValidation;
}

/** Loads and checks `<tenantsDir>/<tenant>` in this thread (every check config-lint runs). */
export function checkTenantFolder(tenantsDir: string, tenant: string): CheckedTenant {
  const { name, bundle, problems, logo, validation } = loadTenantFolder(tenantsDir, tenant);
  return { name, bundle, problems, ...(logo ? { logo } : {}), ...(validation ? { validation } : {}) };
}
