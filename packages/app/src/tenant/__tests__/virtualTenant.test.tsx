import { compileValidator, createValidatorFromStandalone, validateAnswers } from '@admissions/form-core';
import { screen } from '@testing-library/react';
import { tenantBundle, tenantName } from 'virtual:tenant';
import validateTenantAnswers from 'virtual:tenant-validator';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp.tsx';

describe('virtual:tenant', { timeout: 20_000 }, () => {
  it('is the configured tenant with its pages in step order', () => {
    expect(tenantName).toBe('nsu-international');
    expect(tenantBundle.config.defaultRoute).toBe('/about');
    expect(tenantBundle.pages.map((page) => page.path)).toEqual(['/about', '/education', '/final-steps']);
  });

  it('ships a standalone validator that reports what the runtime validator reports', () => {
    const standalone = createValidatorFromStandalone(validateTenantAnswers);
    const runtime = compileValidator(tenantBundle.schemas);
    const state = { answers: { first_name: 'Ada', country: 'USA', zip: '123' }, tabs: {}, addAnother: {} };
    const input = { pages: tenantBundle.pages, state, dataModel: tenantBundle.dataModel };
    const fromStandalone = validateAnswers({ validator: standalone, ...input });
    expect(fromStandalone).toEqual(validateAnswers({ validator: runtime, ...input }));
    expect(fromStandalone.last_name).toEqual(['Last Name']);
    expect(fromStandalone.first_name).toBeUndefined();
  });

  it('renders the real first page in the app', async () => {
    renderApp({ bundle: tenantBundle, initialEntries: ['/about'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'About You' })).toBeInTheDocument();
    expect(document.getElementById('first_name')).not.toBeNull();
  });
});
