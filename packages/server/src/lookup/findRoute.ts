import {
  limits,
  type LookupCategory,
  lookupCategories,
  type LookupItem,
  type LookupRecord,
  lookupRecordFields,
} from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/httpError.ts';
import type { AddressLookupProvider } from './addressLookupProvider.ts';
import type { LookupChanges } from './lookupChanges.ts';
import { createLookupSearchCache } from './lookupSearchCache.ts';
import { messages } from '../messages.ts';
import { lookupService } from './lookupService.ts';
import { errorResponse } from '../http/schemas.ts';

interface FindQuery {
  query?: string;
  category?: string;
  max_results?: string;
  id?: string;
}

const largestMaxResults = 20;

function parseMaxResults(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return limits.lookupMaxResults;
  if (!/^\d{1,4}$/.test(value)) return undefined;
  const number = Number(value);
  return number < 1 ? undefined : Math.min(number, largestMaxResults);
}

const isCategory = (value: string | undefined): value is LookupCategory =>
  lookupCategories.includes(value as LookupCategory);

const itemSchema = {
  type: 'object',
  required: ['id', 'text', 'sub_text'],
  properties: { id: { type: 'string' }, text: { type: 'string' }, sub_text: { type: 'string' } },
} as const;

const recordSchema = {
  type: 'object',
  required: ['id'],
  properties: Object.fromEntries(['id', ...lookupRecordFields].map((field) => [field, { type: 'string' }])),
} as const;

/**
 * GET /lookup/find. Search (`query`, `category`, `max_results`): suggestions,
 * and on any failure, bad parameters included, an empty list (200). Detail
 * (`id`, `category`): the full record, or 404 `{message}`. Never a 500.
 */
export async function findRoute(
  app: FastifyInstance,
  options: { addressLookup: AddressLookupProvider; lookupChanges: LookupChanges },
) {
  const searchCache = createLookupSearchCache(app.db, { changes: options.lookupChanges });
  // Build the college index once the server is ready, so the first applicant does not wait for it.
  app.addHook('onReady', async () => {
    searchCache.search('college_ceeb', 'a', 1).catch((error: unknown) => {
      app.log.warn({ err: error }, 'the college lookup index could not be built ahead');
    });
  });
  app.get<{ Querystring: FindQuery; Reply: LookupItem[] | LookupRecord | { message: string } }>(
    '/find',
    {
      attachValidation: true,
      schema: {
        operationId: 'lookupFind',
        summary: 'School and address lookup: suggestions for a query, or the full record for an id',
        tags: ['lookup'],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            query: { type: 'string', maxLength: 200, description: 'search text (search mode)' },
            category: { type: 'string', enum: [...lookupCategories] },
            max_results: {
              type: 'string',
              pattern: '^[0-9]+$',
              description: `default ${limits.lookupMaxResults}, at most ${largestMaxResults}`,
            },
            id: { type: 'string', maxLength: 200, description: 'record id (detail mode)' },
          },
        },
        response: {
          200: { oneOf: [{ type: 'array', items: itemSchema }, recordSchema] },
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const query = request.query ?? {};
      const detail = typeof query.id === 'string' && query.id !== '';
      try {
        if (detail) {
          if (request.validationError || !isCategory(query.category)) throw new HttpError(404, messages.lookupNotFound);
          const record =
            query.category === 'address'
              ? await options.addressLookup.find(query.id!)
              : await lookupService.record(app.db, query.category, query.id!);
          if (!record) throw new HttpError(404, messages.lookupNotFound);
          return record;
        }
        const maxResults = parseMaxResults(query.max_results);
        if (request.validationError || !isCategory(query.category) || !maxResults || !query.query) return [];
        if (query.category === 'address') {
          return (await options.addressLookup.search(query.query, maxResults)).slice(0, maxResults);
        }
        return await searchCache.search(query.category, query.query, maxResults);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        request.log.error({ err: error }, 'lookup failed');
        if (detail) return reply.code(404).send({ message: messages.lookupNotFound });
        return [];
      }
    },
  );
}
