import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { TenantBundle } from '@admissions/form-core';
import { runnerImport, type Plugin } from 'vite';

const repoRoot = resolve(import.meta.dirname, '../../..');
const tenantId = 'virtual:tenant';
const validatorId = 'virtual:tenant-validator';
const resolvedTenantId = `\0${tenantId}`;
const resolvedValidatorId = `\0${validatorId}`;

export interface TenantPluginOptions {
  /** Tenant folder name under tenantsDir (default: $TENANT or nsu-international). */
  tenant?: string;
  /** Default: <repo>/tenants (or $TENANTS_DIR). */
  tenantsDir?: string;
}

interface FormCoreBuildApi {
  generateStandaloneValidatorModule(schemas: TenantBundle['schemas']): string;
  checkTenantConfiguration?(bundle: TenantBundle): { rule: string; message: string; file?: string }[];
}

/** packages/server/src/tenant/loadTenantDirectory.ts */
type LoadTenantDirectory = (tenantsDir: string, tenant: string) => TenantBundle | Promise<TenantBundle>;

/** Imports a workspace TypeScript module from Node (the config runs outside Vite's transform pipeline). */
async function importSource<T>(moduleId: string): Promise<T> {
  const { module } = await runnerImport<T>(moduleId, { configFile: false, logLevel: 'error' });
  return module;
}

async function readJson(path: string): Promise<unknown> {
  return JSON.parse(await readFile(path, 'utf8')) as unknown;
}

/** Reads tenant.json and the files it lists (used until/unless the server's loader is available). */
async function readTenantDirectory(directory: string): Promise<TenantBundle> {
  const config = (await readJson(join(directory, 'tenant.json'))) as TenantBundle['config'];
  const read = (file: string) => readJson(join(directory, file));
  return {
    config,
    pages: (await Promise.all(config.pages.map(read))) as TenantBundle['pages'],
    schemas: (await Promise.all(config.schemas.map(read))) as TenantBundle['schemas'],
    dataModel: (await read(config.dataModel)) as TenantBundle['dataModel'],
    errorSummary: (await read(config.errorSummary)) as TenantBundle['errorSummary'],
  };
}

/** The tenant's files as one bundle, through the server's loader when it exists (one loader for both sides). */
async function loadTenant(tenantsDir: string, tenant: string): Promise<TenantBundle> {
  const serverLoader = join(repoRoot, 'packages/server/src/tenant/loadTenantDirectory.ts');
  if (existsSync(serverLoader)) {
    const module = await importSource<{ loadTenantDirectory: LoadTenantDirectory }>(serverLoader);
    return module.loadTenantDirectory(tenantsDir, tenant);
  }
  return readTenantDirectory(resolve(tenantsDir, tenant));
}

function tenantFiles(directory: string, bundle: TenantBundle): string[] {
  const { config } = bundle;
  return ['tenant.json', ...config.pages, ...config.schemas, config.dataModel, config.errorSummary].map((file) =>
    join(directory, file),
  );
}

/**
 * Resolves `virtual:tenant` to a module exporting the tenant bundle, and
 * `virtual:tenant-validator` to one whose default export is the tenant's
 * validator compiled at build time to ajv standalone code (so the page needs
 * no `unsafe-eval`). They are separate modules so the app can load the
 * validator lazily, in its own chunk.
 */
export function tenantPlugin(options: TenantPluginOptions = {}): Plugin {
  const tenant = options.tenant ?? process.env.TENANT ?? 'nsu-international';
  const tenantsDir = options.tenantsDir ?? process.env.TENANTS_DIR ?? join(repoRoot, 'tenants');
  const directory = resolve(tenantsDir, tenant);
  let isDevServer = false;
  let bundlePromise: Promise<TenantBundle> | undefined;
  const bundle = () => (bundlePromise ??= loadTenant(tenantsDir, tenant));

  return {
    name: 'admissions-tenant',
    enforce: 'pre',
    configResolved(config) {
      isDevServer = config.command === 'serve';
    },
    resolveId: {
      filter: { id: /^virtual:tenant/ },
      handler(id) {
        if (id === tenantId) return resolvedTenantId;
        if (id === validatorId) return resolvedValidatorId;
        return undefined;
      },
    },
    load: {
      filter: { id: /^\0virtual:tenant/ },
      async handler(id) {
        if (id !== resolvedTenantId && id !== resolvedValidatorId) return undefined;
        const loaded = await bundle();
        for (const file of tenantFiles(directory, loaded)) this.addWatchFile(file);
        if (id === resolvedValidatorId) {
          const core = await importSource<FormCoreBuildApi>('@admissions/form-core');
          return core.generateStandaloneValidatorModule(loaded.schemas);
        }
        if (isDevServer) {
          const core = await importSource<FormCoreBuildApi>('@admissions/form-core');
          const issues = core.checkTenantConfiguration?.(loaded) ?? [];
          for (const issue of issues) {
            this.warn(
              `Tenant configuration (${tenant}): [${issue.rule}] ${issue.message}${issue.file ? ` (${issue.file})` : ''}`,
            );
          }
        }
        // A production build validates with the standalone code only, so the schemas stay out of the bundle.
        const shipped = isDevServer ? loaded : { ...loaded, schemas: [] };
        return [
          `export const tenantName = ${JSON.stringify(tenant)};`,
          `export const tenantBundle = ${JSON.stringify(shipped)};`,
        ].join('\n');
      },
    },
    watchChange(file) {
      if (file.startsWith(directory) || dirname(file) === directory) bundlePromise = undefined;
    },
    handleHotUpdate(context) {
      if (!context.file.startsWith(directory)) return undefined;
      bundlePromise = undefined;
      for (const id of [resolvedTenantId, resolvedValidatorId]) {
        const module = context.server.moduleGraph.getModuleById(id);
        if (module) context.server.moduleGraph.invalidateModule(module);
      }
      context.server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}
