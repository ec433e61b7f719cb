import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { holdModuleBack } from './support/holdModuleBack.ts';

// The test setup loads focus-trap for every other test; here each test gets fresh modules (focus-trap not loaded
// yet) and holds its chunk back until it lets it through.
beforeEach(() => {
  vi.resetModules();
});

async function dialogWithHeldBackTrap() {
  const trap = holdModuleBack();
  vi.doMock('focus-trap', trap.factory);
  // Imported after the mock, so that its Modal loads the held-back trap.
  const { HelpDialogExample } = await import('./support/HelpDialogExample.tsx');
  render(<HelpDialogExample />);
  return trap;
}

describe('a dialog that opens before its focus trap has loaded', () => {
  it('loads the trap only when it opens, shows at once with focus inside, then traps Tab', async () => {
    const trap = await dialogWithHeldBackTrap();
    const user = userEvent.setup();
    expect(trap.requested()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(trap.requested()).toBe(1);
    const dialog = screen.getByRole('dialog', { name: 'Need help?' });
    expect(dialog).toHaveFocus();
    trap.release();
    // The trap moves focus on to the first tabbable element, and keeps Tab inside.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('link', { name: 'help@example.edu' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('returns focus to the opener when closed before the trap arrived, and after', async () => {
    const trap = await dialogWithHeldBackTrap();
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Help' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    trap.release();
    // A trap that arrives after its dialog closed takes nothing over.
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(opener).toHaveFocus();
  });
});
