import type { BrokenTenant } from '@admissions/form-core';
import type { Root } from 'react-dom/client';

/**
 * Development only (the dev server sends a tenant with problems; a real server
 * does not start with one): the loader's problems full-screen, instead of a
 * half-working form.
 */
export function renderConfigurationErrors(root: Root, tenant: BrokenTenant): void {
  const message = tenant.problems.join('\n');
  console.error(`[tenant configuration] ${message}`);
  root.render(
    <main
      role="alert"
      style={{ margin: '2rem', padding: '1.5rem', border: '4px solid #b50909', fontFamily: 'system-ui, sans-serif' }}
    >
      <h1 style={{ color: '#b50909' }}>The tenant configuration has problems</h1>
      <p>
        Fix these in the tenant folder <code>{tenant.name}</code> (the positions are file:line:column); the page reloads
        when you save.
      </p>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{message}</pre>
    </main>,
  );
}
