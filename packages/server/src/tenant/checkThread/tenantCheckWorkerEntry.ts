import { parentPort, workerData } from 'node:worker_threads';
import type { TenantValidation } from '@admissions/form-core';
import { checkTenantFolder } from './checkedTenant.ts';
import type { TenantCheckReply, TenantCheckRequest } from './tenantCheckMessages.ts';

/**
 * The tenant check thread: loads and checks one tenant folder, generates the
 * browser's validator module from the compiled schemas, answers once and
 * ends. Everything this allocates (compiled definition and validation
 * schemas, parsed source trees, the examples' runs) goes with the thread's
 * heap.
 */
const port = parentPort;
if (!port) throw new Error('tenantCheckWorkerEntry.ts runs only as a worker thread');
const { tenantsDir, tenant } = workerData as TenantCheckRequest;

/** The browser's validator module, or undefined when it cannot be generated (the serving thread then compiles and reports why). */
function validatorModuleOf(validation: TenantValidation | undefined): string | undefined {
  try {
    return validation?.browserModule();
  } catch {
    return undefined;
  }
}

let reply: TenantCheckReply;
try {
  const { validation, ...checked } = checkTenantFolder(tenantsDir, tenant);
  const validatorModule = validatorModuleOf(validation);
  reply = { type: 'checked', tenant: checked, ...(validatorModule === undefined ? {} : { validatorModule }) };
} catch (error) {
  reply = { type: 'failed', message: error instanceof Error ? error.message : String(error) };
}
port.postMessage(reply);
