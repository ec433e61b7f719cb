import { Worker } from 'node:worker_threads';
import { compiledEntryUrl } from '../../compiledEntryUrl.ts';
import { type CheckedTenant, checkTenantFolder } from './checkedTenant.ts';
import type { TenantCheckReply, TenantCheckRequest } from './tenantCheckMessages.ts';
import { validationFromModule } from './validationFromModule.ts';

/** A checked tenant, with where and how long the checks ran (the server logs it at start). */
export interface TenantCheck extends CheckedTenant {
  thread: 'worker' | 'serving';
  ms: number;
}

/**
 * Loads and checks the tenant folder. The compiled server (production) does
 * it in a short-lived worker thread started from `threadEntry`: the checks
 * compile every definition and validation schema and run the staff's
 * examples, which would otherwise leave the serving thread's heap grown by
 * tens of MB for good. Only the checked bundle and the generated validator
 * module come back; this thread runs that module (validationFromModule), and
 * the checking thread's heap goes when it ends. From the TypeScript sources
 * (development, tests) there is no compiled entry and the checks run in this
 * thread, where a worker would first have to load the TypeScript compiler.
 * Either way the checks are the same function's.
 */
export async function checkTenantOffThread(
  tenantsDir: string,
  tenant: string,
  threadEntry: URL | undefined = compiledEntryUrl('tenantCheckWorkerEntry'),
): Promise<TenantCheck> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  if (!threadEntry) return { ...checkTenantFolder(tenantsDir, tenant), thread: 'serving', ms: took() };
  const workerData: TenantCheckRequest = { tenantsDir, tenant };
  const worker = new Worker(threadEntry, { workerData, stdout: false });
  return new Promise<TenantCheck>((resolve, reject) => {
    let answered = false;
    worker.once('message', (reply: TenantCheckReply) => {
      answered = true;
      if (reply.type === 'failed') reject(new Error(reply.message));
      else if (reply.validatorModule === undefined) resolve({ ...reply.tenant, thread: 'worker', ms: took() });
      else
        validationFromModule(reply.validatorModule).then(
          (validation) => resolve({ ...reply.tenant, validation, thread: 'worker', ms: took() }),
          reject,
        );
    });
    worker.once('error', (error) => {
      answered = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the tenant check thread exited with code ${code} without an answer`));
    });
  });
}
