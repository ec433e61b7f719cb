import { join, relative, sep } from 'node:path';
import { formatTenantProblems } from '@admissions/form-core';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { startAdminEndpoint } from './admin/adminEndpoint.ts';
import { createAdminOperations } from './admin/adminOperations.ts';
import { type Clock, systemClock } from './clock.ts';
import { ConfigError, type ServerConfig } from './config.ts';
import { fastifyTimeoutOptions } from './config/httpTimeouts.ts';
import type { Database } from './db/database.ts';
import { openDatabase } from './db/openDatabase.ts';
import { checklistPlugin } from './checklist/checklistPlugin.ts';
import type { ChecklistSignals } from './checklist/checklistSignals.ts';
import { documentsPlugin } from './documents/documentsPlugin.ts';
import { checklistCompleteMailJob, recommendationReminderJob, submissionWebhookJob } from './jobs/jobKinds.ts';
import { recommendationReminderHandler } from './recommendations/recommendationReminderHandler.ts';
import { recommendationsPlugin } from './recommendations/recommendationsPlugin.ts';
import { submissionWebhookPlugin } from './export/webhook/submissionWebhookPlugin.ts';
import { type Housekeeping, startHousekeeping } from './housekeeping.ts';
import { registerFeatureRoutes } from './featureRoutes.ts';
import { formatSchemaError } from './http/formatSchemaErrors.ts';
import { replyToFrameworkError } from './http/frameworkErrorReply.ts';
import { type AddressLookupProvider, loadAddressLookupProvider } from './lookup/addressLookupProvider.ts';
import { createLookupChanges, type LookupChanges } from './lookup/lookupChanges.ts';
import { createLookupAvailability } from './lookup/lookupAvailability.ts';
import { seedLookupData } from './lookup/seedLookupData.ts';
import type { Mailer } from './mail/mailer.ts';
import { loggerOptions, resolvedLogFormat } from './observability/loggerOptions.ts';
import { metricsPlugin } from './observability/metricsPlugin.ts';
import { requestIdOf } from './observability/requestId.ts';
import { requestIdPlugin } from './observability/requestIdPlugin.ts';
import { accountTrustPlugin } from './accounts/accountTrustPlugin.ts';
import { backgroundTasksPlugin } from './plugins/backgroundTasks.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { corePlugin } from './plugins/corePlugins.ts';
import { csrfProtectionPlugin } from './plugins/csrfProtection.ts';
import { errorHandlerPlugin } from './plugins/errorHandler.ts';
import { gracefulClosePlugin } from './plugins/gracefulClose.ts';
import { jsonBodyParserPlugin } from './plugins/jsonBodyParser.ts';
import { mailPlugin } from './plugins/mailPlugin.ts';
import { openApiPlugin } from './plugins/openApiPlugin.ts';
import { OneLinePerRequest } from './plugins/requestLogging.ts';
import { rateLimitPlugin } from './plugins/rateLimitPlugin.ts';
import { refuseUnexpectedBodyPlugin } from './plugins/refuseUnexpectedBody.ts';
import { securityHeadersPlugin } from './plugins/securityHeaders.ts';
import { sessionCookieName } from './sessions/sessionCookies.ts';
import { sessionPlugin } from './sessions/sessionPlugin.ts';
import { registerSpaStatic } from './plugins/spaStatic.ts';
import {
  applicantPageRendererFile,
  limitRenders,
  loadApplicantPageRenderer,
  renderApplicantPageFor,
} from './plugins/applicantPageRendering.ts';
import { tenantPlugin } from './plugins/tenantPlugin.ts';
import { dataDirExposure } from './security/dataDirExposure.ts';
import { documentUploadOrigins } from './storage/documentUploadOrigins.ts';
import { checkTenantOffThread, type TenantCheck } from './tenant/checkThread/checkTenantOffThread.ts';
import { createTenantRules, type TenantRules } from './tenant/tenantRules.ts';
import { publishTenantVersion } from './tenantVersions/publishTenantVersion.ts';
import { createVersionedDefinitions } from './tenantVersions/versionedDefinitions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The periodic clean-up (expired records, the document sweeps); `runNow` for tests. */
    housekeeping: Housekeeping;
    /** The lookup changes committed through this server (its admin imports, its seed). */
    lookupChanges: LookupChanges;
  }
}

export interface BuiltServer {
  app: FastifyInstance;
  db: Database;
  config: ServerConfig;
  tenant: TenantRules;
}

/** Parts a caller (tests, an embedding host) may supply instead of the defaults. */
export interface BuildServerOptions {
  /** The time source (tests move time with a controllable clock). */
  clock?: Clock;
  /** Instead of the outbox / SMTP mailer chosen from the config. */
  mailer?: Mailer;
  /** What other features tell the checklist (a recommendation received); none by default. */
  checklistSignals?: ChecklistSignals;
  /** Instead of ADDRESS_LOOKUP_MODULE / the empty default. */
  addressLookup?: AddressLookupProvider;
  /** Awaited before each piece of background work starts, after its answer is written (tests hold it back). */
  beforeBackgroundWork?: () => Promise<void>;
}

/**
 * The tenant, loaded and checked by form-core's loader (the checks of
 * config-lint) and compiled once; a missing tenant or one with problems is a
 * configuration mistake (ConfigError listing each problem at file:line:col).
 * The checks run off the serving thread in the compiled server (checkTenantOffThread).
 */
async function loadTenant(config: ServerConfig): Promise<{ rules: TenantRules; check: TenantCheck }> {
  let loaded: TenantCheck;
  try {
    loaded = await checkTenantOffThread(config.tenantsDir, config.tenant);
  } catch (error) {
    throw new ConfigError([
      `TENANT ${JSON.stringify(config.tenant)} in ${config.tenantsDir} cannot be loaded: ${(error as Error).message}`,
    ]);
  }
  const { problems, bundle, logo, validation } = loaded;
  const folder = join(config.tenantsDir, config.tenant);
  if (problems.length > 0 || !bundle) {
    throw new ConfigError([
      `TENANT ${JSON.stringify(config.tenant)} has ${problems.length} problem${problems.length === 1 ? '' : 's'} ` +
        '(npm run config-lint -- <tenant folder> lists them too):',
      // The lines config-lint prints, the folder as seen from where the server was started.
      ...formatTenantProblems(relative(process.cwd(), folder).split(sep).join('/'), problems),
    ]);
  }
  try {
    const rules = createTenantRules(bundle, {
      name: loaded.name,
      ...(logo ? { logo } : {}),
      ...(validation ? { validation } : {}),
    });
    // The browser's files, now: a schema the browser cannot run stops the start, not the first page view.
    rules.delivery();
    return { rules, check: loaded };
  } catch (error) {
    throw new ConfigError([`TENANT ${JSON.stringify(config.tenant)} cannot be compiled: ${(error as Error).message}`]);
  }
}

/** Loads the tenant, opens the database (migrating it) and assembles the HTTP app. Call `app.listen` to serve. */
export async function buildServer(config: ServerConfig, options: BuildServerOptions = {}): Promise<BuiltServer> {
  const clock = options.clock ?? systemClock;
  const { rules: loadedRules, check } = await loadTenant(config);
  const { bundle } = loadedRules;
  const addressLookup = options.addressLookup ?? (await loadAddressLookupProvider(config.addressLookupModule));
  // This server's lookup imports and seed, told to its search cache.
  const lookupChanges = createLookupChanges();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
    migrations: config.migrateOnStart ? 'apply' : 'require',
  });
  let tenant: TenantRules;
  try {
    const version = await publishTenantVersion(db, loadedRules, config.tenantsDir, clock);
    tenant = { ...loadedRules, versionId: version.id };
  } catch (error) {
    await db.close();
    throw error;
  }
  const definitions = createVersionedDefinitions(db, { id: tenant.versionId, bundle });
  const app = Fastify({
    logger: loggerOptions(config.logLevel, resolvedLogFormat(config.logFormat)),
    // Every log line of a request carries its id as `reqId` (a proxy's X-Request-Id when it is safe).
    genReqId: requestIdOf,
    requestIdHeader: false,
    // One line per request (the completion), with the reqId: see plugins/requestLogging.ts.
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    // A client sending its request slowly (a body trickling in) is cut off, never held open for ever.
    ...fastifyTimeoutOptions(config.httpTimeouts),
    trustProxy: config.trustProxy,
    // Shutdown (docs/operations.md): idle keep-alive connections are closed at once; a request arriving
    // on a kept-alive connection while the node closes gets a 503 (the balancer retries it elsewhere).
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Unknown fields and wrong types are a 400, never silently dropped or coerced.
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: false,
        useDefaults: false,
        allErrors: false,
        allowUnionTypes: true,
      },
    },
    schemaErrorFormatter: (errors, dataVar) => new Error(formatSchemaError(errors, dataVar)),
    frameworkErrors: replyToFrameworkError,
  });
  app.log.info(
    `Tenant "${tenant.name}" loaded and checked in ${check.ms} ms, ` +
      (check.thread === 'worker' ? 'in a worker thread' : 'in the serving thread'),
  );
  const exposure = dataDirExposure(config.dataDir);
  if (exposure) app.log.warn(exposure);
  try {
    // First, before any plugin's preClose hook (the job worker's): stop accepting connections.
    await app.register(gracefulClosePlugin);
    if (config.lookupSeed) await seedLookupData(db, config.lookupDataDir, app.log, lookupChanges);
    await app.register(corePlugin, { db, clock, config });
    await app.register(requestIdPlugin);
    await app.register(errorHandlerPlugin);
    // Before any route (the metrics route too): it describes each route as it is added.
    await app.register(openApiPlugin, {
      publicOrigin: config.publicOrigin,
      title: bundle.config.name,
      sessionCookie: sessionCookieName({
        secure: config.cookieSecure,
        markerPrefix: bundle.config.identityProviderCookiePrefix,
      }),
    });
    // Before the routes, so that its response hook counts them all.
    await app.register(metricsPlugin, { metricsToken: config.observability.metricsToken });
    await app.register(jsonBodyParserPlugin);
    // Before the routes: its onSend hook compresses their JSON answers.
    await app.register(compressionPlugin);
    // Before the routes: its onRoute hook sees each of them.
    await app.register(refuseUnexpectedBodyPlugin);
    await app.register(securityHeadersPlugin, {
      publicOrigin: config.publicOrigin,
      connectSources: documentUploadOrigins(config.documents.storage),
    });
    await app.register(csrfProtectionPlugin, { publicOrigin: config.publicOrigin });
    await app.register(tenantPlugin, { rules: tenant, definitions });
    await app.register(
      backgroundTasksPlugin,
      options.beforeBackgroundWork ? { beforeWork: options.beforeBackgroundWork } : {},
    );
    await app.register(mailPlugin, {
      institutionName: bundle.config.branding.shortName,
      ...(options.mailer ? { mailer: options.mailer } : {}),
    });
    await app.register(rateLimitPlugin);
    await app.register(sessionPlugin, { markerPrefix: bundle.config.identityProviderCookiePrefix });
    await app.register(accountTrustPlugin);
    await app.register(submissionWebhookPlugin, { settings: config.webhook });
    await app.register(checklistPlugin, options.checklistSignals ? { signals: options.checklistSignals } : {});
    await app.register(documentsPlugin, {
      config: config.documents,
      jobHandlers: {
        [submissionWebhookJob]: app.submissionWebhook.handler,
        [checklistCompleteMailJob]: app.checklist.mailHandler,
        [recommendationReminderJob]: recommendationReminderHandler(() => app.recommendations),
      },
      outboundConcurrency: config.webhook.concurrency,
    });
    await app.register(recommendationsPlugin);
    const lookupAvailability = createLookupAvailability(db, addressLookup);
    await registerFeatureRoutes(app, { addressLookup, lookupAvailability, lookupChanges });
    const markerPrefix = bundle.config.identityProviderCookiePrefix;
    const delivery = tenant.delivery();
    const render =
      config.staticDir && config.serverRendering
        ? await loadApplicantPageRenderer(applicantPageRendererFile(config.staticDir))
        : undefined;
    await registerSpaStatic(app, config.staticDir, delivery, {
      // The session's cookies are named after the marker prefix (sessions/sessionCookies.ts).
      mayBeLoggedIn: (request) => markerPrefix !== '' && (request.headers.cookie ?? '').includes(markerPrefix),
      ...(render
        ? {
            renderApplicantPage: limitRenders((request: FastifyRequest) =>
              renderApplicantPageFor(app, request, render, { tenant: delivery.tenantModule, lookupAvailability }),
            ),
          }
        : {}),
    });
  } catch (error) {
    await db.close();
    throw error;
  }

  const housekeeping = startHousekeeping(db, clock, app.log, {
    tasks: [{ name: 'document sweep', run: () => app.documents.sweep() }],
  });
  app.decorate('housekeeping', housekeeping);
  app.decorate('lookupChanges', lookupChanges);
  const adminEndpoint =
    config.adminEndpoint && db.kind === 'pglite'
      ? await startAdminEndpoint(
          config.dataDir,
          createAdminOperations({
            db,
            clock,
            publicOrigin: config.publicOrigin,
            tenant,
            definitions,
            documents: () => ({ storage: app.documents.storage, isolated: app.documents.isolated }),
            notifyWorker: () => app.documents.worker.notify(submissionWebhookJob),
            lookupChanges,
          }),
          app.log,
        )
      : undefined;
  // One hook, so the order is certain: no new admin work, finish queued work and mail, then the database.
  app.addHook('onClose', async () => {
    await housekeeping.stop();
    await adminEndpoint?.close();
    await app.background.idle();
    await app.mailer.idle();
    await db.close();
  });
  return { app, db, config, tenant };
}
