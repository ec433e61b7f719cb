import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TenantBundle } from '@admissions/form-core';
import { repositoryTenantBundle, tenantFolder } from '../../support/repositoryTenant.ts';

/** The tenant folder (tenants/nsu-international). */
export const tenantDir = tenantFolder('nsu-international');

/** A file of the tenant as written (placeholders not resolved). */
export function readTenantJson<T>(relativePath: string): T {
  return JSON.parse(readFileSync(join(tenantDir, relativePath), 'utf8')) as T;
}

let loaded: TenantBundle | undefined;

/** The tenant as the server and the browser get it: through the one loader, placeholders resolved. */
export function loadTenantBundle(): TenantBundle {
  return (loaded ??= repositoryTenantBundle('nsu-international'));
}
