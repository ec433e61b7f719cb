import { randomBytes, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { requestIdOf } from '../observability/requestId.ts';
import { boundMessage } from '../http/echoedInput.ts';
import { AdminError } from './adminError.ts';
import type { AdminOperations } from './adminOperations.ts';
import { removeAdminEndpointFile, writeAdminEndpointFile } from './adminEndpointFile.ts';

export interface AdminEndpoint {
  url: string;
  close(): Promise<void>;
}

/** The admin endpoint's paths, one per operation (POST, JSON body). */
export const adminPaths: Record<keyof AdminOperations, string> = {
  createStaffLink: '/staff-links',
  revokeStaffLink: '/staff-links/revoke',
  createPrefillLink: '/prefill-links',
  revokePrefillLink: '/prefill-links/revoke',
  importLookup: '/lookup-imports',
  exportColumns: '/exports/columns',
  exportPage: '/exports/page',
  bundlePage: '/exports/bundle-page',
  bundleFile: '/exports/bundle-file',
  createSubmittedStaffLinks: '/staff-links/submitted',
  listFailedDeliveries: '/webhook-deliveries/failed',
  retryFailedDeliveries: '/webhook-deliveries/retry',
  tenantVersions: '/tenant-versions',
  reviewChange: '/tenant-versions/review',
  setChecklistState: '/checklist/state',
  showChecklist: '/checklist/show',
};

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * PGlite allows one process per database directory, so while the server runs
 * the admin CLIs talk to it: a second listener bound to 127.0.0.1 on a random
 * port, answering only requests with the bearer secret that the server writes
 * to $DATA_DIR/admin-endpoint.json (mode 0600). Never reachable from outside.
 */
export async function startAdminEndpoint(
  dataDir: string,
  operations: AdminOperations,
  log: FastifyBaseLogger,
): Promise<AdminEndpoint> {
  const secret = randomBytes(32).toString('base64url');
  const admin = Fastify({
    loggerInstance: log.child({ component: 'admin-endpoint' }),
    genReqId: requestIdOf,
    bodyLimit: 64 * 1024 * 1024,
  });
  admin.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !sameSecret(header.slice(7), secret)) {
      return reply.code(401).send({ message: 'The admin secret is missing or wrong.' });
    }
  });
  // Messages may repeat the CLI's input (a key of an answers file, an address): bounded as the app's are.
  admin.setErrorHandler((error, request, reply) => {
    if (error instanceof AdminError) return reply.code(400).send({ message: boundMessage(error.message) });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ message: boundMessage((error as Error).message) });
    request.log.error({ err: error }, 'admin operation failed');
    return reply.code(500).send({ message: boundMessage(`The operation failed: ${(error as Error).message}`) });
  });
  for (const [name, path] of Object.entries(adminPaths) as [keyof AdminOperations, string][]) {
    admin.post(path, async (request) => {
      const operation = operations[name] as (input: unknown) => Promise<unknown>;
      return operation(request.body ?? {});
    });
  }
  const url = await admin.listen({ host: '127.0.0.1', port: 0 });
  writeAdminEndpointFile(dataDir, { pid: process.pid, url, secret });
  return {
    url,
    async close() {
      removeAdminEndpointFile(dataDir, secret);
      await admin.close();
    },
  };
}
