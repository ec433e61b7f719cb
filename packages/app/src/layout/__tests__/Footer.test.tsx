import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp.tsx';
import { testTenantBundle } from '../../testing/testTenant.ts';

describe('footer modals', { timeout: 15_000 }, () => {
  it.each([
    ['Help', 'Email help@test.example for technical help.', 'Close Help'],
    ['Privacy', 'We store only what you enter.', 'Close Privacy Notice'],
  ])('%s opens a dialog with the tenant text and returns focus when closed', async (name, text, close) => {
    const user = userEvent.setup();
    renderApp({ initialEntries: ['/login'] });
    const trigger = await screen.findByRole('button', { name });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name });
    expect(dialog).toHaveTextContent(text);
    await user.click(screen.getByRole('button', { name: close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('has a skip link to the main content', async () => {
    const user = userEvent.setup();
    renderApp({ initialEntries: ['/about'] });
    await screen.findByRole('heading', { level: 1, name: 'About You' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(document.getElementById('main')).toHaveFocus();
  });
});

describe('the accessibility statement', { timeout: 15_000 }, () => {
  it("is linked from the footer and dated, with the tenant's Help contacts", async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ initialEntries: ['/about'] });
    await screen.findByRole('heading', { level: 1, name: 'About You' });
    const link = screen.getByRole('link', { name: 'Accessibility' });
    expect(link).toHaveAttribute('href', '/accessibility');
    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accessibility');
    expect(document.querySelector('time')).toHaveAttribute('dateTime', '2026-12-01');
    expect(screen.getByRole('heading', { level: 2, name: 'What does not work well yet' })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Tell us about a problem' });
    expect(contact).toHaveTextContent('Email help@test.example for technical help.');
    expect(document.title).toMatch(/^Accessibility statement \| /);
  });

  it("takes the tenant's own contact text when it has one", async () => {
    const bundle = {
      ...testTenantBundle,
      config: {
        ...testTenantBundle.config,
        texts: { ...testTenantBundle.config.texts, accessibilityContact: 'Call the **access office** on 555-0100.' },
      },
    };
    renderApp({ bundle, initialEntries: ['/accessibility'] });
    const contact = await screen.findByRole('region', { name: 'Tell us about a problem' }, { timeout: 10_000 });
    expect(contact).toHaveTextContent('Call the access office on 555-0100.');
    expect(contact).not.toHaveTextContent('help@test.example');
  });
});
