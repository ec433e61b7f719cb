import { type LookupCategoriesResponse, lookupCategories } from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { type LookupAvailability, reportLookupAvailability } from './lookupAvailability.ts';

const categoryState = {
  type: 'object',
  required: ['hasData'],
  additionalProperties: false,
  properties: { hasData: { type: 'boolean' } },
} as const;

/**
 * GET /lookup/categories: which lookup categories have data, read by the app
 * once, so that a school search over a category without data offers manual
 * entry at once and sends no search that cannot answer. On start the node
 * logs what each category holds, naming the empty ones.
 */
export async function lookupCategoriesRoute(app: FastifyInstance, options: { availability: LookupAvailability }) {
  app.addHook('onReady', async () => {
    await reportLookupAvailability(options.availability, {
      info: (message) => app.log.info(message),
      warn: (message) => app.log.warn(message),
    }).catch((error: unknown) => app.log.warn({ err: error }, 'the lookup data could not be checked'));
  });
  app.get<{ Reply: LookupCategoriesResponse }>(
    '/categories',
    {
      schema: {
        operationId: 'lookupCategories',
        summary: 'Which lookup categories have data (a category without data answers every search with [])',
        tags: ['lookup'],
        response: {
          200: {
            type: 'object',
            required: [...lookupCategories],
            additionalProperties: false,
            properties: { college_ceeb: categoryState, hs_ceeb: categoryState, address: categoryState },
          },
        },
      },
    },
    async () => options.availability.read(),
  );
}
