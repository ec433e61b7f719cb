import type { FastifyInstance } from 'fastify';
import type { AddressLookupProvider } from './addressLookupProvider.ts';
import { findRoute } from './findRoute.ts';
import type { LookupAvailability } from './lookupAvailability.ts';
import type { LookupChanges } from './lookupChanges.ts';
import { lookupCategoriesRoute } from './lookupCategoriesRoute.ts';

export interface LookupRoutesOptions {
  addressLookup: AddressLookupProvider;
  lookupAvailability: LookupAvailability;
  lookupChanges: LookupChanges;
}

/** School and address search (registered under /lookup); no session needed. */
export async function lookupRoutes(app: FastifyInstance, options: LookupRoutesOptions): Promise<void> {
  await findRoute(app, { addressLookup: options.addressLookup, lookupChanges: options.lookupChanges });
  await lookupCategoriesRoute(app, { availability: options.lookupAvailability });
}
