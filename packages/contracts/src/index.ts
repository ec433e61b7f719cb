export * from './api.ts';
export * from './apiOperations.ts';
export * from './apiSchemas.ts';
export * from './errorCatalogue.ts';
export * from './limits.ts';
export * from './passwordPolicy.ts';
export * from './applicantPage.ts';
export * from './recommendationSchemas.ts';
