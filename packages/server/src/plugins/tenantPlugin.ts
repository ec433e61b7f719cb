import { tenantAssetsPrefix } from '@admissions/form-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TenantRules } from '../tenant/tenantRules.ts';
import type { VersionedDefinitions } from '../tenantVersions/versionedDefinitions.ts';
import { quoteInput } from '../http/echoedInput.ts';
import { type PrecompressedBody, precompressInBackground, sendPrecompressed } from './compression.ts';
import { immutableCaching } from './spaStatic.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tenant: TenantRules;
    /** The definitions of the tenant's published versions (a submitted application is drawn from its own). */
    tenantDefinitions: VersionedDefinitions;
  }
}

/**
 * The loaded tenant and the rules derived from it; serves the tenant's files
 * (`/tenant/<name>/tenant-<hash>.js`, the validator module, the logo), each
 * cached for good: a changed tenant gets new URLs. Each is compressed once,
 * off the event loop while the rest of the server is assembled (ready before
 * the server is), and sent as the best copy the browser accepts.
 */
export const tenantPlugin = fp(
  async (app: FastifyInstance, options: { rules: TenantRules; definitions: VersionedDefinitions }) => {
    app.decorate('tenant', options.rules);
    app.decorate('tenantDefinitions', options.definitions);
    const files = new Map<string, { contentType: string; body: PrecompressedBody }>();
    const compressing = Promise.all(
      [...options.rules.delivery().files].map(async ([path, file]) => {
        files.set(path, { contentType: file.contentType, body: await precompressInBackground(file.body) });
      }),
    );
    // Awaited in onReady (which rethrows a failure); until then a rejection must not count as unhandled.
    compressing.catch(() => undefined);
    app.addHook('onReady', async () => {
      await compressing;
    });
    // Two segments, /tenant/<name>/<file>: every tenant file lives there.
    app.get(`${tenantAssetsPrefix}:tenant/:file`, { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const file = files.get(path);
      if (!file) return reply.code(404).send({ message: `No tenant file at ${quoteInput(path)}.` });
      reply
        .header('Cache-Control', immutableCaching)
        .header('X-Content-Type-Options', 'nosniff')
        .type(file.contentType);
      return sendPrecompressed(request, reply, file.body);
    });
  },
  { name: 'tenant' },
);
