/**
 * Tenant patterns on the server's linear-time engine (RE2, re2js) and on
 * JavaScript's backtracking one:
 * - `^$|^([a-zA-Z]+\s?)*$` (refused by config-lint as slow-pattern) on 5,000
 *   letters and a "!", on the server's engine, as a ratio to its rewrite
 *   `^$|^[a-zA-Z]+( [a-zA-Z]+)*$` on the same text and engine: a linear engine
 *   takes about as long for both (budget <= 3x);
 * - the same pattern on JavaScript's engine at 18 and 20 letters (informative:
 *   the time doubles with each letter, which is why the server does not use it);
 * - the real tenant's full validation through its generated module with the
 *   server's runtime (RE2) as a ratio to the browser's runtime (RegExp):
 *   what the linear engine costs an ordinary submit (informative).
 */
import { compileTenantValidation, validateAnswers } from '@admissions/form-core';
import { browserStandaloneRuntime } from '@admissions/form-core/browser-standalone-runtime';
import { standaloneRuntime } from '@admissions/form-core/standalone-runtime';
import { createValidatorFromStandalone } from '@admissions/form-core';
import { repositoryTenantBundle } from '../test/support/repositoryTenant.ts';
import { testNow, validAnswers, validState } from '../test/tenants/nsu-international/validAnswers.ts';
import { recordFigure, resetFigures } from './support/figures.ts';
import { percentile } from './support/percentile.ts';

resetFigures();

type Tester = { test(text: string): boolean };
const serverEngine = (
  standaloneRuntime['@admissions/form-core/keyword-runtime'] as {
    tenantPattern: (pattern: string, flags: string) => Tester;
  }
).tenantPattern;

/** Median (ms) of `runs` timed calls after a few untimed ones. */
function median(run: () => unknown, runs: number): number {
  for (let i = 0; i < 5; i += 1) run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return percentile(
    samples.sort((a, b) => a - b),
    0.5,
  );
}

const evil = '^$|^([a-zA-Z]+\\s?)*$';
const rewrite = '^$|^[a-zA-Z]+( [a-zA-Z]+)*$';
const long = `${'a'.repeat(5_000)}!`;
const evilOnServer = serverEngine(evil, 'u');
const rewriteOnServer = serverEngine(rewrite, 'u');
if (evilOnServer.test(long) || rewriteOnServer.test(long)) throw new Error('the long text must not match');
const evilMs = median(() => evilOnServer.test(long), 200);
const rewriteMs = median(() => rewriteOnServer.test(long), 200);
recordFigure({ figure: 'patterns: slow pattern, 5,000 letters + "!", server engine', value: evilMs, unit: 'ms' });
recordFigure({
  figure: 'patterns: the same / its rewrite, same text and engine',
  value: evilMs / rewriteMs,
  unit: 'x',
  budget: { op: '<=', value: 3 },
});
for (const letters of [18, 20]) {
  const native = new RegExp(evil, 'u');
  const text = `${'a'.repeat(letters)}!`;
  recordFigure({
    figure: `patterns: slow pattern, ${letters} letters + "!", JavaScript's RegExp`,
    value: median(() => native.test(text), 3),
    unit: 'ms',
  });
}

const tenant = repositoryTenantBundle('nsu-international');
const module = compileTenantValidation(tenant.schemas).browserModule();
const factory = (
  (await import(`data:text/javascript;base64,${Buffer.from(module).toString('base64')}`)) as {
    default: (runtime: unknown) => Parameters<typeof createValidatorFromStandalone>[0];
  }
).default;
const context = { optionLists: tenant.config.optionLists, dateWindows: tenant.config.dateWindows, now: testNow };
const state = { ...validState, answers: { ...validAnswers } };
const validateWith = (runtime: unknown) => {
  const validator = createValidatorFromStandalone(factory(runtime));
  return () => validateAnswers({ validator, pages: tenant.pages, state, dataModel: tenant.dataModel, context });
};
const onServer = median(validateWith(standaloneRuntime), 3000);
const inBrowser = median(validateWith(browserStandaloneRuntime), 3000);
recordFigure({ figure: 'patterns: nsu full validation, server runtime (RE2)', value: onServer, unit: 'ms' });
recordFigure({ figure: 'patterns: nsu full validation, RE2 / RegExp runtime', value: onServer / inBrowser, unit: 'x' });
