import { assertTenantConfiguration, type TenantBundle, type WidgetSpecs } from '@admissions/form-core';
import type { Root } from 'react-dom/client';

/**
 * Development only: checks the tenant configuration with form-core and, when it
 * is broken, renders the issues full-screen (and logs them) instead of the app.
 * Returns true when it rendered errors.
 */
export function renderConfigurationErrors(root: Root, bundle: TenantBundle, widgets: WidgetSpecs): boolean {
  try {
    assertTenantConfiguration(bundle, { widgets });
    return false;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[tenant configuration] ${message}`);
    root.render(
      <main
        role="alert"
        style={{ margin: '2rem', padding: '1.5rem', border: '4px solid #b50909', fontFamily: 'system-ui, sans-serif' }}
      >
        <h1 style={{ color: '#b50909' }}>The tenant configuration has errors</h1>
        <p>
          Fix these in tenants/{bundle.config.id} (run <code>npm run config-lint</code> for file positions), then
          reload.
        </p>
        <pre style={{ whiteSpace: 'pre-wrap' }}>{message}</pre>
      </main>,
    );
    return true;
  }
}
