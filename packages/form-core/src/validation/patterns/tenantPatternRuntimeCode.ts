/**
 * How generated validator code calls the tenant pattern engine: a function of
 * the keyword runtime (`@admissions/form-core/keyword-runtime`), which each
 * side provides its own (the server the linear engine, the browser its own
 * RegExp; see delivery/standaloneRuntime.ts).
 */
export const tenantPatternRuntimeCode = 'require("@admissions/form-core/keyword-runtime").tenantPattern';
