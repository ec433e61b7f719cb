import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type * as formCore from '@admissions/form-core';
import type { TenantDelivery } from '@admissions/form-core';
import { runnerImport, type Plugin } from 'vite';
import { tenantBuildCheckReport, type TenantFolderReport } from './tenantBuildCheck.ts';

type FormCore = typeof formCore;

const repoRoot = resolve(import.meta.dirname, '../../..');
const virtualTenantId = 'virtual:tenant';
const resolvedVirtualTenantId = `\0${virtualTenantId}`;
const tenantFileIdPrefix = '\0tenant-file:';

export interface TenantPluginOptions {
  /** Tenant folder name under tenantsDir (default: $TENANT, else form-core's defaultTenantName). */
  tenant?: string;
  /** Default: $TENANTS_DIR, else <repo>/tenants. */
  tenantsDir?: string;
}

/** Imports a workspace TypeScript module from Node (the config runs outside Vite's transform pipeline). */
async function importSource<T>(moduleId: string): Promise<T> {
  const { module } = await runnerImport<T>(moduleId, { configFile: false, logLevel: 'error' });
  return module;
}

function contentHash(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, 16);
}

/** Size and modification time of every file under a folder: changes when staff save a tenant file. */
function folderFingerprint(folder: string): string {
  const parts: string[] = [];
  const visit = (dir: string): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.isFile()) {
        const stat = fs.statSync(path, { throwIfNoEntry: false });
        if (stat) parts.push(`${path}:${stat.size}:${stat.mtimeMs}`);
      }
    }
  };
  visit(folder);
  return parts.sort().join('\n');
}

/** A folder as config-lint names it: relative to where the command was started, forward slashes. */
function displayFolder(folder: string): string {
  return relative(process.env.INIT_CWD ?? process.cwd(), folder)
    .split(sep)
    .join('/');
}

/**
 * Every tenant folder under `tenantsDir` (one with a tenant.json) checked by
 * the loader: the problem lines, config-lint's, of each.
 */
export function tenantFolderReports(core: FormCore, tenantsDir: string): TenantFolderReport[] {
  const names = fs.existsSync(tenantsDir)
    ? fs
        .readdirSync(tenantsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && fs.existsSync(join(tenantsDir, entry.name, 'tenant.json')))
        .map((entry) => entry.name)
        .sort()
    : [];
  return names.map((name) => {
    const folder = join(tenantsDir, name);
    const shown = displayFolder(folder);
    return {
      name,
      folder: shown,
      lines: core.formatTenantProblems(shown, core.loadTenant(name, core.folderReader(folder, fs)).problems),
    };
  });
}

/**
 * The tenant for `npm run dev` and the dom tests, compiled exactly as the
 * server compiles it at start: form-core's loader, one validation compile,
 * the same delivery files. The production build holds no tenant (this plugin
 * adds nothing to it): the server delivers one at run time.
 *
 * - dev server: serves `/tenant/<name>/...` (tenant module, validator module,
 *   logo), puts the tenant's head into index.html, and reloads the page when a
 *   tenant file changes; a tenant with problems is shown as a list of them.
 * - build: every tenant under tenantsDir is checked as the server checks it
 *   at start; a tenant with problems is reported by name with the lines
 *   config-lint prints, as a warning: the build holds no tenant, so it goes
 *   on for the others (the server refuses that tenant at start).
 * - vitest: `virtual:tenant` is the tenant module (its default export a
 *   DeliveredTenant), and `/tenant/...` imports (the validator module the app
 *   loads) resolve to the same files.
 */
export function tenantPlugin(options: TenantPluginOptions = {}): Plugin {
  const tenantsDir = resolve(options.tenantsDir ?? process.env.TENANTS_DIR ?? join(repoRoot, 'tenants'));
  let deliveryPromise: Promise<TenantDelivery> | undefined;
  let compiledFingerprint = '';
  let corePromise: Promise<FormCore> | undefined;
  let folder = '';
  let warn: (message: string) => void = (message) => console.warn(message);
  let building = false;
  let buildSummary: string | undefined;

  // form-core is TypeScript: imported once through Vite's module runner.
  const formCore = () => (corePromise ??= importSource<FormCore>('@admissions/form-core'));

  async function compile(core: FormCore, name: string): Promise<TenantDelivery> {
    const loaded = core.loadTenant(name, core.folderReader(folder, fs));
    if (loaded.problems.length > 0 || !loaded.bundle) {
      const lines = core.formatTenantProblems(displayFolder(folder), loaded.problems);
      warn(`Tenant "${name}" has ${lines.length} problem(s):\n${lines.join('\n')}`);
      return core.buildBrokenTenantDelivery(name, lines, contentHash);
    }
    // The loader compiled the tenant's schemas with the generated code rules: the browser runs the same ones.
    const validation = loaded.validation ?? core.compileTenantValidation(core.tenantAnswerSchemas(loaded.bundle));
    return core.buildTenantDelivery({
      tenant: name,
      bundle: loaded.bundle,
      validatorModule: validation.browserModule(),
      ...(loaded.logo ? { logo: loaded.logo } : {}),
      contentHash,
    });
  }
  /**
   * The tenant as it is on disk now: compiled again when a file of the folder
   * changed since the last compile (checked on every request, so a save is
   * picked up even before the file watcher reports it).
   */
  async function delivery(): Promise<TenantDelivery> {
    const core = await formCore();
    const name = options.tenant ?? process.env.TENANT ?? core.defaultTenantName;
    folder = resolve(tenantsDir, name);
    const fingerprint = folderFingerprint(folder);
    if (!deliveryPromise || fingerprint !== compiledFingerprint) {
      compiledFingerprint = fingerprint;
      deliveryPromise = compile(core, name);
    }
    return deliveryPromise;
  }

  return {
    name: 'admissions-tenant',
    enforce: 'pre',
    configResolved(config) {
      warn = (message) => config.logger.warn(message);
      building = config.command === 'build';
    },
    async buildStart() {
      if (!building) return;
      const report = tenantBuildCheckReport(tenantFolderReports(await formCore(), tenantsDir));
      for (const block of report.blocks) warn(block);
      buildSummary = report.summary;
    },
    closeBundle() {
      // Repeated last, where the build's output ends: the blocks above may have scrolled away.
      if (buildSummary !== undefined) warn(buildSummary);
    },
    configureServer(server) {
      delivery().then(
        () => server.watcher.add(folder),
        (error: unknown) => warn(`The tenant could not be compiled: ${String(error)}`),
      );
      server.watcher.on('all', (_event, file) => {
        if (folder === '' || !(file === folder || file.startsWith(folder + sep))) return;
        server.ws.send({ type: 'full-reload' });
      });
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        if (!path.startsWith('/tenant/')) return next();
        delivery().then((current) => {
          const file = current.files.get(path);
          if (!file) {
            response.statusCode = 404;
            response.end(`No tenant file at ${path}`);
            return;
          }
          response.setHeader('Content-Type', file.contentType);
          response.setHeader('Cache-Control', 'no-cache');
          response.end(typeof file.body === 'string' ? file.body : Buffer.from(file.body));
        }, next);
      });
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, context) {
        // Only the dev server: the built index.html keeps its marker for the server to fill.
        if (!context.server) return html;
        return (await formCore()).injectTenantHead(html, await delivery());
      },
    },
    resolveId: {
      filter: { id: /^(virtual:tenant$|\/tenant\/)/ },
      handler(id) {
        if (id === virtualTenantId) return resolvedVirtualTenantId;
        return `${tenantFileIdPrefix}${id.split('?')[0]}`;
      },
    },
    load: {
      filter: { id: /^\0(virtual:tenant$|tenant-file:)/ },
      async handler(id) {
        const current = await delivery();
        if (id === resolvedVirtualTenantId) {
          const url = JSON.stringify(current.tenantModuleUrl);
          return `export { default } from ${url};\nexport const tenantModuleUrl = ${url};`;
        }
        const path = id.slice(tenantFileIdPrefix.length);
        const file = current.files.get(path);
        if (!file || typeof file.body !== 'string') throw new Error(`No tenant module at ${path}`);
        return file.body;
      },
    },
  };
}
