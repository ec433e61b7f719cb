import { join } from 'node:path';
import type { Clock } from '../clock.ts';
import { ConfigError } from '../config/configError.ts';
import type { Database } from '../db/database.ts';
import { readMigrationSteps } from '../changeReview/readMigrationSteps.ts';
import { reviewTenantChange } from '../changeReview/reviewTenantChange.ts';
import type { TenantRules } from '../tenant/tenantRules.ts';
import { definitionHash } from './definitionHash.ts';
import { type TenantVersion, tenantVersionRepository } from './tenantVersionRepository.ts';

/**
 * At start: reviews the tenant's definition against its live version and
 * refuses it (a ConfigError, exit 78) when a change would orphan answers
 * in-progress applications hold without a migration step; otherwise
 * records it as the newest version when it differs from the last one.
 */
export async function publishTenantVersion(
  db: Database,
  tenant: TenantRules,
  tenantsDir: string,
  clock: Clock,
): Promise<TenantVersion> {
  let steps;
  try {
    steps = readMigrationSteps(join(tenantsDir, tenant.name));
  } catch (error) {
    throw new ConfigError([`TENANT ${JSON.stringify(tenant.name)}: ${(error as Error).message}`]);
  }
  const review = await reviewTenantChange(db, tenant.name, tenant.bundle, steps);
  if (review.errors.length > 0) {
    throw new ConfigError([
      `TENANT ${JSON.stringify(tenant.name)} would orphan answers saved under its live version ${review.live!.id} ` +
        '(npm run config-lint -- --against <DATA_DIR or DATABASE_URL> lists every change):',
      ...review.errors,
    ]);
  }
  return tenantVersionRepository.record(db, tenant.name, definitionHash(tenant.bundle), tenant.bundle, clock.now());
}
