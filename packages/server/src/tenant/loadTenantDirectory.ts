import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import { join, resolve } from 'node:path';
import {
  folderReader,
  loadTenant,
  requireTenantBundle,
  tenantNamePattern,
  type LoadedTenant,
  type TenantBundle,
} from '@admissions/form-core';

/** Loads `<tenantsDir>/<tenant>` with form-core's loader: the bundle and every problem (file:line:col). */
export function loadTenantFolder(tenantsDir: string, tenant: string): LoadedTenant {
  if (!tenantNamePattern.test(tenant)) throw new Error(`Invalid tenant name "${tenant}"`);
  const folder = resolve(tenantsDir, tenant);
  if (!fs.existsSync(join(folder, 'tenant.json'))) {
    throw new Error(`Cannot read tenant file ${join(folder, 'tenant.json')}: it does not exist`);
  }
  return loadTenant(tenant, folderReader(folder, fs));
}

/**
 * The tenant's bundle (placeholders resolved); throws a TenantProblemsError
 * listing every problem as `tenants/<name>/<file>:line:col  rule  message`.
 */
export function loadTenantDirectory(tenantsDir: string, tenant: string): TenantBundle {
  return requireTenantBundle(loadTenantFolder(tenantsDir, tenant));
}

/** The content hash in the tenant's URLs: 16 characters of a base64url SHA-256. */
export function contentHash(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, 16);
}
