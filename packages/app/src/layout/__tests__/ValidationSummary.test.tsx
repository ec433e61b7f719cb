import * as formCore from '@admissions/form-core';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAppServices } from '../../app/createAppServices.ts';
import { createCrossTabHub } from '../../testing/createCrossTabHub.ts';
import { createFakeApi, logInAs } from '../../testing/createFakeApi.ts';
import { renderWithServices } from '../../testing/renderWithServices.tsx';
import { testTenantBundle } from '../../testing/testTenant.ts';
import { validationSummaryTitle, ValidationSummary } from '../ValidationSummary.tsx';

// The summary's builder walks every page's questions: counted here, and otherwise the real one.
vi.mock('@admissions/form-core', async (importOriginal) => {
  const actual = await importOriginal<typeof formCore>();
  return { ...actual, buildErrorSummary: vi.fn(actual.buildErrorSummary) };
});

describe('the validation summary', () => {
  it('is built only while it shows: not on a view that does not validate, once validating starts', async () => {
    const api = createFakeApi({ cookiePrefix: testTenantBundle.config.identityProviderCookiePrefix });
    await logInAs(api, 'ada@example.com');
    const services = createAppServices({
      api,
      tenant: {
        bundle: testTenantBundle,
        validator: {
          validate: formCore.compileValidator(testTenantBundle.schemas),
          dataModel: testTenantBundle.dataModel,
        },
      },
      readCookies: api.cookies,
      crossTab: createCrossTabHub().channel(),
    });
    services.session.store.setState({ webStatus: 'started' });
    renderWithServices(<ValidationSummary />, { api, services });
    expect(services.session.store.getState().isLoggedIn).toBe(true);
    expect(screen.queryByRole('region', { name: validationSummaryTitle })).not.toBeInTheDocument();
    expect(formCore.buildErrorSummary).not.toHaveBeenCalled();

    act(() => services.session.store.setState({ webStatus: 'validating' }));
    const box = await screen.findByRole('region', { name: validationSummaryTitle });
    expect(within(box).getByRole('link', { name: 'Last Name' })).toHaveAttribute('href', '/about#last_name');
    expect(formCore.buildErrorSummary).toHaveBeenCalledTimes(1);
  });
});
