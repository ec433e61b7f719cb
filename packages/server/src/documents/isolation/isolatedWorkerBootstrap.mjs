// The worker thread's first module. A worker thread does not inherit the
// TypeScript loader of the thread that starts it (the server runs its
// TypeScript sources through tsx, tests through their runner's transform), so
// it registers tsx itself and then loads the TypeScript entry.
import { register } from 'tsx/esm/api';

register();
await import('./isolatedWorkerEntry.ts');
