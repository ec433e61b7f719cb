import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { tenantPlugin } from './packages/app/vite/tenantPlugin.ts';

/**
 * One test run, several legs (projects):
 * - unit: pure TypeScript (form-core, contracts, server units, scripts, tenant conformance in test/)
 * - dom: React components in jsdom (form-react, app)
 * - server-pglite / server-postgres: the same integration tests over HTTP against
 *   a real server on a random port, on each database
 * - e2e: real Chromium driving the built app served by the real server
 */
/** Tests of what the stylesheets hold or set (tokens, computed sizes and heights): they run with the stylesheets. */
const styledDomTests = [
  'packages/form-react/src/__tests__/modal.test.tsx',
  'packages/form-react/src/__tests__/selectWidgets.test.tsx',
  'packages/form-react/src/__tests__/formThemeCss.test.ts',
  'packages/app/src/theme/__tests__/appTheme.test.ts',
];

/** Node options of the PGlite leg's workers and of every process they start (see the file it imports). */
const pgliteNodeOptions = [
  process.env.NODE_OPTIONS,
  `--import=${pathToFileURL(`${import.meta.dirname}/scripts/test/wasmBaselineOnly.mjs`).href}`,
]
  .filter(Boolean)
  .join(' ');

export default defineConfig({
  test: {
    // Two workers on the 2-core machine: much of the time is spent waiting on
    // child processes (servers, Chromium, LibreOffice), so this cuts the run by
    // about a fifth without starving them.
    maxWorkers: 2,
    projects: [
      // The unit and server legs do not isolate files: a worker imports the code once and runs file after file in
      // it (isolated, every file imported the server's whole module graph again: 0.5-1 s a file, 60 files a leg).
      // Their tests hold no module-level state between files; a file that mocks a module resets the registry
      // itself before importing what should see the mock (see trust/accountEnumeration.test.ts).
      {
        test: {
          name: 'unit',
          environment: 'node',
          isolate: false,
          include: [
            'packages/form-core/src/**/*.test.ts',
            'packages/contracts/src/**/*.test.ts',
            'packages/server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/support/**/*.test.ts',
            'test/**/*.test.ts',
          ],
        },
      },
      {
        // tenantPlugin: `virtual:tenant` (the tenant module the server would deliver, from the same loader
        // and compile) and its validator module, for app tests.
        plugins: [tenantPlugin(), react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: [
            'packages/form-react/src/**/*.test.{ts,tsx}',
            'packages/app/src/**/*.test.{ts,tsx}',
            'test/**/*.test.tsx',
          ],
          // Without stylesheets: jsdom works out the cascade for every visibility check of a query, and each
          // stylesheet in the page makes that slower (a lazily loaded route then missed a 1 s wait).
          exclude: [...configDefaults.exclude, ...styledDomTests],
          setupFiles: ['./scripts/test/domSetup.ts'],
        },
      },
      {
        plugins: [tenantPlugin(), react()],
        test: {
          name: 'dom-styles',
          environment: 'jsdom',
          // The tests of what the stylesheets set: processed and injected, so jsdom computes their rules.
          include: styledDomTests,
          css: { include: /.+/ },
          setupFiles: ['./scripts/test/domSetup.ts'],
        },
      },
      {
        test: {
          name: 'server-pglite',
          environment: 'node',
          isolate: false,
          include: ['packages/server/test/**/*.test.ts'],
          env: { TEST_DATABASE: 'pglite', NODE_OPTIONS: pgliteNodeOptions },
          globalSetup: ['./scripts/test/compiledProgramsGlobalSetup.ts', './scripts/test/pgliteTemplateGlobalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          environment: 'node',
          isolate: false,
          include: ['packages/server/test/**/*.test.ts'],
          env: { TEST_DATABASE: 'postgres' },
          globalSetup: ['./scripts/test/compiledProgramsGlobalSetup.ts', './scripts/test/postgresGlobalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['./e2e/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A browser journey that times out once on a loaded 2-core machine is run once more (each test starts
          // from its own fresh account, so a second run is independent); a real defect fails both runs.
          retry: 1,
        },
      },
    ],
  },
});
