import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  DataModel,
  ErrorSummaryMap,
  PageDefinition,
  TenantBundle,
  TenantConfig,
  ValidationSchema,
} from '@admissions/form-core';

/** The tenant folder (tenants/nsu-international). */
export const tenantDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function readTenantJson<T>(relativePath: string): T {
  return JSON.parse(readFileSync(join(tenantDir, relativePath), 'utf8')) as T;
}

/** Loads tenant.json and every file it lists, the way a host does. */
export function loadTenantBundle(): TenantBundle {
  const config = readTenantJson<TenantConfig>('tenant.json');
  return {
    config,
    pages: config.pages.map((path) => readTenantJson<PageDefinition>(path)),
    schemas: config.schemas.map((path) => readTenantJson<ValidationSchema>(path)),
    dataModel: readTenantJson<DataModel>(config.dataModel),
    errorSummary: readTenantJson<ErrorSummaryMap>(config.errorSummary),
  };
}
