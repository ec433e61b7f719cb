import { tenantModuleSelector, type TenantModule } from '@admissions/form-core';

/**
 * The tenant the page runs: the module index.html names (the server, or the
 * dev server, put it there). The app is built without any tenant; this is
 * how it gets one.
 */
export async function loadTenantModule(page: Document = document): Promise<TenantModule> {
  // The path as written (/tenant/<name>/tenant-<hash>.js): an import resolves it against this origin.
  const url = page.querySelector(tenantModuleSelector)?.getAttribute('href');
  if (!url) {
    throw new Error(
      'This page names no tenant module: open the application through its server (npm run serve) or npm run dev.',
    );
  }
  const module = (await import(/* @vite-ignore */ url)) as { default: TenantModule };
  return module.default;
}
