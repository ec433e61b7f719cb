import * as equal from 'ajv/dist/runtime/equal.js';
import * as ucs2length from 'ajv/dist/runtime/ucs2length.js';
import * as formats from 'ajv-formats/dist/formats.js';
import * as keywordRuntime from '../validation/keywordRuntime.ts';
import type { PatternTester } from '../validation/patterns/linearPattern.ts';
import type { StandaloneRuntime } from './standaloneRuntimeNames.ts';

// Reads a CommonJS module the same way under Node (namespace.default is
// module.exports) and bundlers (the namespace mirrors module.exports).
function commonJsExports(namespace: object): unknown {
  const fallback = (namespace as { default?: unknown }).default;
  return fallback !== null && typeof fallback === 'object' && (fallback as { __esModule?: boolean }).__esModule
    ? fallback
    : namespace;
}

/** Compiles a tenant pattern ("u" flag) for generated validator code. */
export type TenantPatternEngine = (pattern: string, flags: string) => PatternTester;

/**
 * The runtime of generated validator modules: ajv's small runtime helpers,
 * ajv-formats' format checks and our keywords, with `tenantPattern`, the
 * engine the code compiles the tenant's patterns with. It carries no schema
 * compiler.
 */
export function standaloneRuntimeWith(tenantPattern: TenantPatternEngine): StandaloneRuntime {
  return {
    'ajv/dist/runtime/equal': commonJsExports(equal),
    'ajv/dist/runtime/ucs2length': commonJsExports(ucs2length),
    'ajv-formats/dist/formats': commonJsExports(formats),
    '@admissions/form-core/keyword-runtime': { ...keywordRuntime, tenantPattern },
  };
}
