import { isBrokenTenant, validateAnswers, type DeliveredTenant } from '@admissions/form-core';
import { screen } from '@testing-library/react';
import tenantModule, { tenantModuleUrl } from 'virtual:tenant';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRepositoryTenant } from '../../../../../test/support/repositoryTenant.ts';
import { renderApp } from '../../testing/renderApp.tsx';
import { loadTenantModule } from '../loadTenantModule.ts';
import { loadTenantValidator } from '../loadTenantValidator.ts';

// `virtual:tenant` is the tenant module the server delivers (same loader, same compile), here for the default tenant.
const delivered = tenantModule as DeliveredTenant;

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the delivered tenant', { timeout: 30_000 }, () => {
  it('is the default tenant with its pages in step order, no schemas and no data model (the validator module has them)', () => {
    expect(isBrokenTenant(tenantModule)).toBe(false);
    expect(delivered.name).toBe('nsu-international');
    expect(delivered.bundle.config.defaultRoute).toBe('/about');
    expect(delivered.bundle.pages.map((page) => page.path)).toEqual(['/about', '/education', '/final-steps']);
    expect(Object.keys(delivered.bundle).sort()).toEqual(['config', 'errorSummary', 'pages']);
    expect(delivered.validatorUrl).toMatch(/^\/tenant\/nsu-international\/validator-[\w-]{16}\.js$/);
  });

  it('loadTenantModule imports the module index.html names, and says so when the page names none', async () => {
    await expect(loadTenantModule()).rejects.toThrow(/names no tenant module/);
    document.head.innerHTML = `<link rel="modulepreload" href="${tenantModuleUrl}" data-tenant-module />`;
    expect(await loadTenantModule()).toEqual(delivered);
  });

  it('loads the validator module from its URL with the data model, and reports what the server-side validator reports', async () => {
    const loaded = await loadTenantValidator(delivered.validatorUrl);
    const server = loadRepositoryTenant('nsu-international');
    const { dataModel, pages } = server.bundle!;
    expect(loaded.dataModel.keys).toEqual(
      Object.fromEntries(Object.entries(dataModel.keys).map(([key, { type }]) => [key, { type }])),
    );
    const state = { answers: { first_name: 'Ada', country: 'USA', zip: '123' }, tabs: {}, addAnother: {} };
    const fromBrowser = validateAnswers({
      validator: loaded.validate,
      dataModel: loaded.dataModel,
      pages: delivered.bundle.pages,
      state,
    });
    expect(fromBrowser).toEqual(validateAnswers({ validator: server.validation!.validator, dataModel, pages, state }));
    expect(fromBrowser.last_name).toEqual(['Last Name']);
    expect(fromBrowser.first_name).toBeUndefined();
  });

  it('renders the real first page in the app', async () => {
    renderApp({ bundle: loadRepositoryTenant('nsu-international').bundle!, initialEntries: ['/about'] });
    // The route module loads lazily: on a busy machine that takes more than findBy's default second.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About You' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(document.getElementById('first_name')).not.toBeNull();
  });
});
