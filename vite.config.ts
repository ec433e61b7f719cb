import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { applicantPreloadPlugin } from './packages/app/vite/applicantPreloadPlugin.ts';
import { firstRouteChunk } from './packages/app/vite/firstRouteChunk.ts';
import { precompressPlugin } from './packages/app/vite/precompressPlugin.ts';
import { tenantPlugin } from './packages/app/vite/tenantPlugin.ts';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
const apiPaths = ['/api', '/public', '/service', '/lookup', '/healthz', '/readyz', '/metrics', '/docs', '/uploads'];

// Builds the applicant SPA (packages/app) into packages/app/dist, which the server serves. The build holds no
// tenant: the server delivers the tenant it runs at run time. tenantPlugin gives `npm run dev` the tenant of
// $TENANT the same way (see packages/app/vite/tenantPlugin.ts). applicantPreloadPlugin names the chunks a
// logged-in applicant's first page loads, for the server to preload in such a page. precompressPlugin writes .br
// and .gz copies of every text file for the server to send.
export default defineConfig({
  root: 'packages/app',
  plugins: [
    tenantPlugin(),
    react(),
    applicantPreloadPlugin([
      'src/form/ApplicantLayout.tsx',
      'src/documents/createDocumentPipeline.ts',
      'src/app/SignedInParts.tsx',
    ]),
    precompressPlugin(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // React Query gets a chunk of its own: grouped with shared app code, it would be loaded by every page that
        // imports that code (a visitor's first page among them). Everything the first page needs is one chunk
        // (see firstRouteChunk.ts); the rest keeps rolldown's default split.
        codeSplitting: {
          // A group holds only what its test names, not the modules those import (React would follow).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react-query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // ajv's runtime (through form-core's index) is the tenant validator's, loaded when the app first validates.
            firstRouteChunk('app', /node_modules[\\/](?:ajv|ajv-formats|fast-deep-equal)[\\/]/),
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: apiOrigin, changeOrigin: false }])),
  },
});
