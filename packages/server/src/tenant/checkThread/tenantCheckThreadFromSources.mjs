// Starts the tenant check thread from the TypeScript sources (its tests): a
// worker thread does not inherit the TypeScript loader of the thread that
// starts it, so it registers tsx itself and then loads the TypeScript entry.
import { register } from 'tsx/esm/api';

register();
await import('./tenantCheckWorkerEntry.ts');
