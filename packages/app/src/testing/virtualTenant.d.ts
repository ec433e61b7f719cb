// Tests only (vitest's dom leg): the tenant module of $TENANT (default: form-core's defaultTenantName),
// produced by packages/app/vite/tenantPlugin.ts with the loader and compile the server uses.
declare module 'virtual:tenant' {
  import type { TenantModule } from '@admissions/form-core';

  const tenant: TenantModule;
  export default tenant;
  /** Its URL, as index.html names it (/tenant/<name>/tenant-<hash>.js). */
  export const tenantModuleUrl: string;
}
