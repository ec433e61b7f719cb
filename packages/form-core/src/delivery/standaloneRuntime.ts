import { linearPattern } from '../validation/patterns/linearPattern.ts';
import { standaloneRuntimeWith } from './standaloneRuntimeWith.ts';

/**
 * The server's runtime of generated validator modules
 * (`@admissions/form-core/standalone-runtime`): tenant patterns run on the
 * linear-time engine, so no answer, however long, can make one validation
 * hold the serving thread (the browser's runtime is browserStandaloneRuntime).
 */
export const standaloneRuntime = standaloneRuntimeWith(linearPattern);
