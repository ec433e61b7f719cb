import { nativePattern } from '../validation/patterns/nativePattern.ts';
import { standaloneRuntimeWith } from './standaloneRuntimeWith.ts';

/**
 * The browser's runtime of generated validator modules
 * (`@admissions/form-core/browser-standalone-runtime`): the same helpers as
 * the server's, with the browser's own RegExp for tenant patterns, which
 * keeps the linear engine (about 65 KB gzip) out of the app. The app loads it
 * together with the tenant's validator module, on first validation.
 */
export const browserStandaloneRuntime = standaloneRuntimeWith(nativePattern);
