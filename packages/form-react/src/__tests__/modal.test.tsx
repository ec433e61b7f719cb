import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formTheme } from '../theme/formTheme.ts';
import { HelpDialogExample } from './support/HelpDialogExample.tsx';
import { resolvedMediaStyle, resolvedStyle } from './support/resolvedStyle.ts';

describe('Modal', () => {
  it('is a modal dialog named by its title, and focus moves into it', async () => {
    const user = userEvent.setup();
    render(<HelpDialogExample />);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = screen.getByRole('dialog', { name: 'Need help?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<HelpDialogExample />);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const link = screen.getByRole('link', { name: 'help@example.edu' });
    const done = screen.getByRole('button', { name: 'Done' });
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(done).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(done).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<HelpDialogExample />);
    const opener = screen.getByRole('button', { name: 'Help' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its buttons and returns focus too', async () => {
    const user = userEvent.setup();
    render(<HelpDialogExample />);
    const opener = screen.getByRole('button', { name: 'Help' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('has its sizes: 30rem, 60rem, 80vw (tablet: 30rem, 70vw, 90vw)', async () => {
    expect(formTheme.modalSizes).toEqual({ small: '30rem', medium: '60rem', large: '80vw' });
    expect(formTheme.modalSizesTablet).toEqual({ small: '30rem', medium: '70vw', large: '90vw' });
    const user = userEvent.setup();
    render(<HelpDialogExample size="large" />);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('data-size', 'large');
    expect(resolvedStyle(dialog, 'width')).toBe('min(80vw, 100%)');
    // formTheme.breakpoints.tablet
    expect(resolvedMediaStyle(dialog, '(max-width: 900px)', 'width')).toBe('min(90vw, 100%)');
  });
});
