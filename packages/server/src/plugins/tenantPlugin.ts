import { tenantAssetsPrefix } from '@admissions/form-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TenantRules } from '../tenant/tenantRules.ts';
import { precompress, sendPrecompressed } from './compression.ts';
import { immutableCaching } from './spaStatic.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tenant: TenantRules;
  }
}

/**
 * The loaded tenant and the rules derived from it; serves the tenant's files
 * (`/tenant/<name>/tenant-<hash>.js`, the validator module, the logo), each
 * cached for good: a changed tenant gets new URLs. Each is compressed once,
 * here, and sent as the best copy the browser accepts.
 */
export const tenantPlugin = fp(
  async (app: FastifyInstance, options: { rules: TenantRules }) => {
    app.decorate('tenant', options.rules);
    const files = new Map(
      [...options.rules.delivery().files].map(([path, file]) => [
        path,
        { contentType: file.contentType, body: precompress(file.body) },
      ]),
    );
    // Two segments, /tenant/<name>/<file>: every tenant file lives there.
    app.get(`${tenantAssetsPrefix}:tenant/:file`, { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const file = files.get(path);
      if (!file) return reply.code(404).send({ message: `No tenant file at ${path}.` });
      reply
        .header('Cache-Control', immutableCaching)
        .header('X-Content-Type-Options', 'nosniff')
        .type(file.contentType);
      return sendPrecompressed(request, reply, file.body);
    });
  },
  { name: 'tenant' },
);
