import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type {
  DataModel,
  ErrorSummaryMap,
  PageDefinition,
  TenantBundle,
  TenantConfig,
  ValidationSchema,
} from '@admissions/form-core';

function readJson<T>(file: string): T {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read tenant file ${file}: ${(error as Error).message}`, { cause: error });
  }
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new Error(`Tenant file ${file} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Reads `<tenantsDir>/<tenant>/tenant.json` and the files it lists (pages,
 * schemas, data model, error summary) into a TenantBundle. Paths in
 * tenant.json are relative to the tenant folder and may not leave it.
 */
export function loadTenantDirectory(tenantsDir: string, tenant: string): TenantBundle {
  if (!/^[\w-]+$/.test(tenant)) throw new Error(`Invalid tenant name "${tenant}"`);
  const tenantDir = resolve(tenantsDir, tenant);
  const file = (relative: string): string => {
    const path = resolve(tenantDir, relative);
    if (!path.startsWith(tenantDir + '/')) throw new Error(`Tenant file ${relative} is outside ${tenantDir}`);
    return path;
  };
  const config = readJson<TenantConfig>(join(tenantDir, 'tenant.json'));
  return {
    config,
    pages: config.pages.map((path) => readJson<PageDefinition>(file(path))),
    schemas: config.schemas.map((path) => readJson<ValidationSchema>(file(path))),
    dataModel: readJson<DataModel>(file(config.dataModel)),
    errorSummary: readJson<ErrorSummaryMap>(file(config.errorSummary)),
  };
}
