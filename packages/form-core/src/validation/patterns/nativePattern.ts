import { tenantPatternRuntimeCode } from './tenantPatternRuntimeCode.ts';

/**
 * The browser's tenant pattern engine: its own RegExp. The browser runs a
 * pattern only on what the applicant typed in that browser, and every tenant
 * pattern has passed the backtracking check before it is served (see
 * configuration/rules/patternRules.ts); the server, which runs patterns on
 * everyone's answers, uses linearPattern.
 */
export const nativePattern = Object.assign((pattern: string, flags: string) => new RegExp(pattern, flags), {
  code: tenantPatternRuntimeCode,
});
