export * from './api.ts';
export * from './errorCatalogue.ts';
export * from './limits.ts';
