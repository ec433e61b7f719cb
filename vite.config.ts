import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { applicantPreloadPlugin } from './packages/app/vite/applicantPreloadPlugin.ts';
import { precompressPlugin } from './packages/app/vite/precompressPlugin.ts';
import { shortClassName } from './packages/app/vite/shortClassName.ts';
import { isQueryModule, isSignedInModule } from './packages/app/vite/chunkGroups.ts';
import { tenantPlugin } from './packages/app/vite/tenantPlugin.ts';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
const apiPaths = ['/api', '/public', '/service', '/lookup', '/healthz', '/readyz', '/metrics', '/docs', '/uploads'];

// Builds the applicant SPA (packages/app) into packages/app/dist, which the server serves. The build holds no
// tenant: the server delivers the tenant it runs at run time. tenantPlugin gives `npm run dev` the tenant of
// $TENANT the same way (see packages/app/vite/tenantPlugin.ts). applicantPreloadPlugin names the chunks a
// logged-in applicant's first page loads, for the server to preload in such a page. precompressPlugin writes .br
// and .gz copies of every text file for the server to send.
//
// `vite build --ssr` (the second step of `npm run build`) builds the server's renderer of a signed-in applicant's
// form page (src/ssr/renderApplicantPage.tsx) into packages/app/dist-ssr: the same components, with the same short
// class names, as one module the server imports. It holds every package it uses, React among them, built for
// production whatever NODE_ENV the server runs with (React's development build renders several times slower).
export default defineConfig(({ command, isSsrBuild }) => (isSsrBuild ? ssrConfig : appConfig(command)));

const ssrConfig = {
  root: 'packages/app',
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: { output: { entryFileNames: 'renderApplicantPage.js' } },
  },
  css: { modules: { generateScopedName: shortClassName(import.meta.dirname) } },
} satisfies UserConfig;

const appConfig = (command: 'build' | 'serve'): UserConfig => ({
  root: 'packages/app',
  plugins: [
    tenantPlugin(),
    react(),
    applicantPreloadPlugin([
      'src/form/ApplicantLayout.tsx',
      'src/documents/createDocumentPipeline.ts',
      'src/app/SignedInParts.tsx',
      'src/layout/ValidationSummaryBox.tsx',
      'form-react/src/widgets/schoolSearch/SchoolSearchWidget.tsx',
      'form-react/src/widgets/fileUpload/FileUploadWidget.tsx',
      'form-react/src/widgets/TextareaWidget.tsx',
      'form-react/src/renderer/TabGroupRenderer.tsx',
      'form-react/src/renderer/AddAnotherRenderer.tsx',
    ]),
    precompressPlugin(),
  ],
  resolve: {
    alias: {
      // zustand's equality-function hook imports the shim for React versions before 18; React 19 has the hook, and
      // the entry without the shim uses it (the shim's own code would ride along on the first page).
      'use-sync-external-store/shim/with-selector.js': 'use-sync-external-store/with-selector.js',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // No modulepreload polyfill in the first chunk: a browser without modulepreload (Safari before 17) ignores the
    // links and fetches the same modules when they are imported, one round trip later.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React Query (with the app's client, provider and query keys) gets a chunk of its own: grouped with shared
        // app code, it would be loaded by every page that imports that code (a visitor's first page among them).
        // Everything the first page needs is one chunk:
        // rolldown tags `$initial` the modules the entry imports statically, following an import through a
        // package's index to the module that exports the name (so code only lazy chunks use stays with them).
        // Split by rolldown's default, the modules the entry shares with lazy code are two dozen small chunks,
        // each a request and each compressed on its own. A signed-in applicant's parts (chunkGroups.ts) are one
        // chunk too, preloaded together. The rest keeps rolldown's default split.
        codeSplitting: {
          // A group holds only what its test names, not the modules those import (React would follow).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react-query', test: isQueryModule },
            { name: 'app', tags: ['$initial'] },
            { name: 'signed-in', test: isSignedInModule },
          ],
        },
      },
    },
  },
  // Short class names in the build (see shortClassName.ts); the dev server keeps readable ones.
  ...(command === 'build' ? { css: { modules: { generateScopedName: shortClassName(import.meta.dirname) } } } : {}),
  server: {
    proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: apiOrigin, changeOrigin: false }])),
  },
});
