import { loadConfig } from '../config.ts';
import { systemClock } from '../clock.ts';
import { openDatabase } from '../db/openDatabase.ts';
import { loadTenantDirectory } from '../tenant/loadTenantDirectory.ts';
import { createTenantRules } from '../tenant/tenantRules.ts';
import { adminPaths } from './adminEndpoint.ts';
import {
  adminEndpointFile,
  type AdminEndpointInfo,
  isProcessAlive,
  readAdminEndpointFile,
} from './adminEndpointFile.ts';
import { AdminError, type AdminOperations, createAdminOperations } from './adminOperations.ts';
import { createDocumentStorage } from '../documents/documentsPlugin.ts';
import { createIsolatedWorker } from '../documents/isolation/createIsolatedWorker.ts';
import type { BundleDocuments } from '../export/exportOperations.ts';
import { cliLogger } from './cliLogger.ts';
import type { Database } from '../db/database.ts';
import type { TenantRules } from '../tenant/tenantRules.ts';
import { definitionHash } from '../tenantVersions/definitionHash.ts';
import { tenantVersionRepository } from '../tenantVersions/tenantVersionRepository.ts';
import { createVersionedDefinitions, type VersionedDefinitions } from '../tenantVersions/versionedDefinitions.ts';

/**
 * The versions as a CLI working on the database sees them: the folder's
 * definition is the current one when it is the live version; otherwise
 * every application that records a version is read with its own.
 */
async function folderDefinitions(db: Database, tenant: TenantRules): Promise<VersionedDefinitions> {
  const live = (await tenantVersionRepository.isRecorded(db))
    ? await tenantVersionRepository.latest(db, tenant.name)
    : undefined;
  const id = live && live.hash === definitionHash(tenant.bundle) ? live.id : null;
  return createVersionedDefinitions(db, { id, bundle: tenant.bundle });
}

export interface OpenedAdminOperations {
  operations: AdminOperations;
  /** 'server': through the running server's admin endpoint; 'database': directly. */
  mode: 'server' | 'database';
  close(): Promise<void>;
}

export function endpointOperations(endpoint: AdminEndpointInfo, dataDir: string): AdminOperations {
  const call = async (path: string, body: unknown): Promise<never> => {
    let response: Response;
    try {
      response = await fetch(`${endpoint.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${endpoint.secret}` },
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw new AdminError(
        `A server (pid ${endpoint.pid}) holds the database in ${dataDir} but its admin endpoint ${endpoint.url} ` +
          `does not answer (${(error as Error).message}). If no server is running, delete ${adminEndpointFile(dataDir)}.`,
      );
    }
    const payload = (await response.json().catch(() => ({}))) as { message?: string };
    if (!response.ok) throw new AdminError(payload.message ?? `The server answered ${response.status}.`);
    return payload as never;
  };
  const operations = {} as Record<keyof AdminOperations, (input: unknown) => Promise<never>>;
  for (const [name, path] of Object.entries(adminPaths) as [keyof AdminOperations, string][]) {
    operations[name] = (input) => call(path, input);
  }
  return operations as unknown as AdminOperations;
}

/**
 * The admin operations for the CLIs, on the database the server uses
 * (DATA_DIR / DATABASE_URL, same environment as the server):
 * - PostgreSQL: directly (any number of processes may connect);
 * - PGlite with the server running: through its loopback admin endpoint;
 * - PGlite with the server stopped: directly.
 */
export async function openAdminOperations(env: NodeJS.ProcessEnv = process.env): Promise<OpenedAdminOperations> {
  const config = loadConfig(env);
  if (!config.databaseUrl) {
    const endpoint = readAdminEndpointFile(config.dataDir);
    if (endpoint && isProcessAlive(endpoint.pid)) {
      return { operations: endpointOperations(endpoint, config.dataDir), mode: 'server', close: async () => undefined };
    }
  }
  const tenant = createTenantRules(loadTenantDirectory(config.tenantsDir, config.tenant), { name: config.tenant });
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
    migrations: config.migrateOnStart ? 'apply' : 'require',
  });
  const definitions = await folderDefinitions(db, tenant);
  // A bundle prints application PDFs here, in a worker thread with the server's limits, and reads its storage.
  let documents: BundleDocuments | undefined;
  const openDocuments = (): BundleDocuments => {
    documents ??= {
      storage: createDocumentStorage(config.documents),
      isolated: createIsolatedWorker({
        context: {
          bundle: tenant.bundle,
          fonts: {
            regular: config.documents.pdfFont,
            bold: config.documents.pdfBoldFont,
            scripts: config.documents.pdfScriptFonts,
          },
        },
        timeoutMs: config.documents.documentWorkerTimeoutMs,
        memoryMb: config.documents.documentWorkerMemoryMb,
        log: cliLogger(),
      }),
    };
    return documents;
  };
  const operations = createAdminOperations({
    db,
    clock: systemClock,
    publicOrigin: config.publicOrigin,
    tenant,
    documents: openDocuments,
    definitions,
  });
  return {
    operations,
    mode: 'database',
    close: async () => {
      await documents?.isolated.close();
      await db.close();
    },
  };
}
