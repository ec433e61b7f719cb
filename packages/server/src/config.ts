import { assertNoProblems } from './config/configError.ts';
import { type CoreSettings, loadCoreSettings } from './config/coreSettings.ts';
import { type DatabaseSettings, loadDatabaseSettings } from './config/databaseSettings.ts';
import { type DocumentsConfig, loadDocumentsConfig } from './documents/documentsConfig.ts';
import { loadObservabilityConfig, type ObservabilityConfig } from './observability/observabilityConfig.ts';
import { loadWebhookSettings, type WebhookSettings } from './export/webhook/webhookSettings.ts';

export { ConfigError, configErrorExitCode } from './config/configError.ts';
export { repositoryRoot } from './config/coreSettings.ts';
export { isSecureContextOrigin } from './config/secureContext.ts';

/** Everything the server reads from the environment, parsed once at start (docs/configuration.md). */
export interface ServerConfig extends DatabaseSettings, CoreSettings {
  /** Uploads, storage back end, conversion and jobs (see docs/documents.md). */
  documents: DocumentsConfig;
  /** `/metrics` (see docs/observability.md). */
  observability: ObservabilityConfig;
  /** The submission webhook (see docs/operations.md, "Getting applications out"). */
  webhook: WebhookSettings;
}

/**
 * Reads and checks every setting. Each group (database, core, documents)
 * collects its own problems; a new group is one more loader returning
 * `{ value, problems }` here. Throws one ConfigError listing every problem.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): ServerConfig {
  const database = loadDatabaseSettings(env, cwd);
  const core = loadCoreSettings(env, cwd, database.value);
  const documents = loadDocumentsConfig(env, database.value.dataDir);
  const observability = loadObservabilityConfig(env);
  const webhook = loadWebhookSettings(env);
  assertNoProblems(database, core, documents, observability, webhook);
  return {
    ...database.value,
    ...core.value,
    documents: documents.value,
    observability: observability.value,
    webhook: webhook.value,
  };
}
