import * as fs from 'node:fs';
import { join, resolve } from 'node:path';
import {
  folderReader,
  loadTenant,
  requireTenantBundle,
  type LoadedTenant,
  type TenantBundle,
} from '@admissions/form-core';

/** The repository root. */
export const repoRoot = resolve(import.meta.dirname, '../..');

/** The folder of a tenant of this repository (tenants/<name>). */
export function tenantFolder(name: string): string {
  return join(repoRoot, 'tenants', name);
}

/** A tenant of this repository through the one loader (the server's and config-lint's). */
export function loadRepositoryTenant(name: string): LoadedTenant {
  return loadTenant(name, folderReader(tenantFolder(name), fs));
}

/** Its bundle, placeholders resolved; throws listing the problems when it has any. */
export function repositoryTenantBundle(name: string): TenantBundle {
  return requireTenantBundle(loadRepositoryTenant(name));
}
