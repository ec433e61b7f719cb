import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp.tsx';

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
