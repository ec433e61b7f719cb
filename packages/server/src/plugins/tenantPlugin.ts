import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TenantRules } from '../tenant/tenantRules.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tenant: TenantRules;
  }
}

/** The loaded tenant and the rules derived from it. */
export const tenantPlugin = fp(
  async (app: FastifyInstance, options: { rules: TenantRules }) => {
    app.decorate('tenant', options.rules);
  },
  { name: 'tenant' },
);
