import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The OpenAPI description of every route, as JSON at /docs/json and as
 * Swagger UI at /docs. Register before the routes. Each route names its
 * operationId; its security and the statuses the infrastructure answers
 * come with its feature's registration (featureRoutes.ts). Swagger UI loads its
 * scripts from files, so the app's strict CSP applies to it unchanged
 * (its inline styles are allowed under /docs only: see securityHeaders.ts).
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { publicOrigin: string; title: string; sessionCookie: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${options.title} API`,
          version: '1.0.0',
          description:
            'Applicant accounts, sessions, answers and submission, staff and prefill links, and lookup. ' +
            'Errors are `{ message }` JSON. State-changing calls need `Content-Type: application/json` ' +
            'and a same-origin `Origin`. See docs/api.md.',
        },
        servers: [{ url: options.publicOrigin }],
        components: {
          securitySchemes: {
            sessionCookie: {
              type: 'apiKey',
              in: 'cookie',
              name: options.sessionCookie,
              description: 'The HttpOnly session cookie POST /public/login sets',
            },
            staffLink: {
              type: 'apiKey',
              in: 'query',
              name: 'service_token',
              description: 'The token of a read-only staff link (npm run staff-link)',
            },
            metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN' },
          },
        },
        tags: [
          { name: 'accounts', description: 'Sign-up, confirmation, login, password reset, logout' },
          { name: 'application', description: "The logged-in applicant's data (session cookie)" },
          { name: 'staff and prefill links', description: 'Read-only staff view and prefilled answers' },
          { name: 'recommendations', description: "The applicant's recommendation requests (session cookie)" },
          {
            name: 'recommender link',
            description: "A recommender's form, letter and submission (?token= of the link)",
          },
          { name: 'lookup', description: 'School and address search' },
          { name: 'operations', description: 'Health check' },
        ],
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'openapi' },
);
