import { isBrokenTenant } from '@admissions/form-core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttpApiClient } from './api/createHttpApiClient.ts';
import { App, createApp } from './app/createApp.tsx';
import { lazyDocumentPipeline } from './documents/lazyDocumentPipeline.ts';
import { loadTenantModule } from './tenant/loadTenantModule.ts';
import { renderStartFailure } from './tenant/renderStartFailure.tsx';
import { applyTenantTheme } from './theme/appTheme.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);

try {
  // The tenant comes from the server at run time (index.html names its module): the build holds none.
  const tenant = await loadTenantModule();
  if (isBrokenTenant(tenant)) {
    // Only the dev server sends one: show the problems loudly instead of a half-working form.
    (await import('./tenant/renderConfigurationErrors.tsx')).renderConfigurationErrors(root, tenant);
  } else {
    applyTenantTheme(tenant.bundle.config.branding.theme);
    const app = createApp({
      api: createHttpApiClient(),
      tenant: {
        bundle: tenant.bundle,
        ...(tenant.logoUrl ? { logoUrl: tenant.logoUrl } : {}),
        // Its own chunk, loaded when the app first validates (submit, or a page while validating): not on the first route.
        validator: {
          load: async () => (await import('./tenant/loadTenantValidator.ts')).loadTenantValidator(tenant.validatorUrl),
        },
      },
      // Its own chunk (with React Query), loaded with an applicant's form: not on a visitor's first page.
      documents: lazyDocumentPipeline(async () =>
        (await import('./documents/createDocumentPipeline.ts')).createDocumentPipeline(),
      ),
    });
    root.render(
      <StrictMode>
        <App app={app} />
      </StrictMode>,
    );
  }
} catch (error) {
  renderStartFailure(root, error);
}
