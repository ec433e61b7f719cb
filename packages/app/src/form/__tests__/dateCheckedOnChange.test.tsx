import type { TenantBundle } from '@admissions/form-core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, logInAs } from '../../testing/createFakeApi.ts';
import { renderApp } from '../../testing/renderApp.tsx';
import { testTenantBundle } from '../../testing/testTenant.ts';

const tooYoung = 'You must be 13 years or older to apply.';
const tooOld = 'This date is not supported. Please contact help support for assistance.';
const notValid = 'A valid date of birth is required.';

/** The test tenant with a birth date whose rules live in its schema (the app knows none of them). */
const bundle: TenantBundle = {
  ...testTenantBundle,
  pages: testTenantBundle.pages.map((page) =>
    page.id !== 'about'
      ? page
      : {
          ...page,
          sections: [
            {
              id: 'identity',
              title: 'Your Name',
              items: [
                { key: 'first_name', label: 'First Name', widget: 'text', required: true },
                { key: 'birth_date', label: 'Date of Birth', widget: 'date', required: true },
              ],
            },
          ],
        },
  ),
  schemas: [
    {
      type: 'object',
      properties: {
        first_name: { type: 'string', minLength: 1, errorMessage: 'First Name' },
        birth_date: {
          type: 'string',
          minLength: 1,
          format: 'date',
          dateYearsAgoMax: 100,
          dateYearsAgoMin: 13,
          errorMessage: { minLength: notValid, format: notValid, dateYearsAgoMax: tooOld, dateYearsAgoMin: tooYoung },
        },
      },
    },
  ],
  dataModel: { keys: { ...testTenantBundle.dataModel.keys, birth_date: { type: 'string' } } },
  errorSummary: { pages: { about: ['first_name', 'birth_date'] } },
};

const nextYear = `${new Date().getFullYear() + 1}-03-01`;
const longAgo = `${new Date().getFullYear() - 101}-03-01`;

describe('the birth date is checked as it is entered, with the tenant rules', { timeout: 20_000 }, () => {
  it('for a visitor (no web_status), with the validator loaded on first use, and no summary', async () => {
    const { validatorLoads } = renderApp({ bundle, lazyValidator: true, initialEntries: ['/about'] });
    const input = await screen.findByLabelText(/Date of Birth/);
    expect(validatorLoads.count).toBe(0);
    fireEvent.change(input, { target: { value: nextYear } });
    expect(await screen.findByText(tooYoung)).toBeInTheDocument();
    expect(validatorLoads.count).toBe(1);
    fireEvent.change(input, { target: { value: longAgo } });
    expect(await screen.findByText(tooOld)).toBeInTheDocument();
    // Only the date's own message: no other field's error and no validation summary outside validating.
    expect(screen.queryByText('First Name', { selector: 'li, li *' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "We're missing some information!" })).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: '2000-03-01' } });
    await waitFor(() => expect(screen.queryByText(tooOld)).not.toBeInTheDocument());
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('for a logged-in applicant (started) too', async () => {
    const api = createFakeApi({ cookiePrefix: 'TestIdentityProvider' });
    await logInAs(api, 'ada@example.com', { webStatuses: ['started'] });
    renderApp({ api, bundle, initialEntries: ['/about'] });
    const input = await screen.findByLabelText(/Date of Birth/);
    fireEvent.change(input, { target: { value: nextYear } });
    expect(await screen.findByText(tooYoung)).toBeInTheDocument();
  });

  it('while validating, shown once beside the live errors of the whole form', async () => {
    const api = createFakeApi({ cookiePrefix: 'TestIdentityProvider' });
    await logInAs(api, 'ada@example.com', { webStatuses: ['started', 'validating'] });
    renderApp({ api, bundle, initialEntries: ['/about'] });
    const input = await screen.findByLabelText(/Date of Birth/);
    fireEvent.change(input, { target: { value: nextYear } });
    await waitFor(() => expect(screen.getAllByText(tooYoung).length).toBeGreaterThan(0));
    // Under the field once (the summary lists it too).
    const described = document.getElementById(input.getAttribute('aria-describedby')!.split(' ').at(-1)!);
    expect(described?.textContent?.match(new RegExp(tooYoung, 'g'))).toHaveLength(1);
  });
});
