import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { tenantBundle } from 'virtual:tenant';
import { createHttpApiClient } from './api/createHttpApiClient.ts';
import { App } from './app/createApp.tsx';
import { createApp } from './app/createApp.tsx';
import { createDocumentPipeline } from './documents/createDocumentPipeline.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = createApp({
  api: createHttpApiClient(),
  tenant: {
    bundle: tenantBundle,
    // Its own chunk, loaded when the app first validates (submit, or a page while validating): not on the first route.
    validator: { load: async () => (await import('./tenant/loadTenantValidator.ts')).loadTenantValidator() },
  },
  documents: createDocumentPipeline(),
});

const root = createRoot(container);
// In development a broken tenant configuration is shown loudly instead of a half-working form.
// Imported only in development: the checks compile schemas with ajv, which the production bundle leaves out.
const configurationBroken =
  import.meta.env.DEV &&
  (await import('./tenant/renderConfigurationErrors.tsx')).renderConfigurationErrors(
    root,
    tenantBundle,
    app.services.registry.specs,
  );
if (!configurationBroken) {
  root.render(
    <StrictMode>
      <App app={app} />
    </StrictMode>,
  );
}
