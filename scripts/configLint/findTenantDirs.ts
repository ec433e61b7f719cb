import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every folder directly under `<root>/tenants` (each is one tenant), sorted by name. */
export function findTenantDirs(rootDir: string): string[] {
  const tenantsDir = join(rootDir, 'tenants');
  if (!existsSync(tenantsDir)) return [];
  return readdirSync(tenantsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => `tenants/${entry.name}`)
    .sort();
}
