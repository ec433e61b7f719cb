import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The test setup loads focus-trap for every other test; here each test gets fresh modules (focus-trap not loaded
// yet) and holds its chunk back until it lets it through.
function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

beforeEach(() => {
  vi.resetModules();
});

async function dialogWithHeldBackTrap() {
  const gate = deferred();
  let requested = 0;
  vi.doMock('focus-trap', async () => {
    requested += 1;
    await gate.promise;
    return vi.importActual('focus-trap');
  });
  const { Modal } = await import('../modal/Modal.tsx');
  function HelpExample() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Help
        </button>
        <Modal
          isOpen={open}
          onClose={() => setOpen(false)}
          title="Need help?"
          footer={
            <button type="button" onClick={() => setOpen(false)}>
              Done
            </button>
          }
        >
          <p>Write to us.</p>
        </Modal>
      </>
    );
  }
  render(<HelpExample />);
  return { gate, requested: () => requested };
}

describe('a dialog that opens before its focus trap has loaded', () => {
  it('loads the trap only when it opens, shows at once with focus inside, then traps Tab', async () => {
    const { gate, requested } = await dialogWithHeldBackTrap();
    const user = userEvent.setup();
    expect(requested()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(requested()).toBe(1);
    const dialog = screen.getByRole('dialog', { name: 'Need help?' });
    expect(dialog).toHaveFocus();
    gate.release();
    // The trap moves focus on to the first tabbable element, and keeps Tab inside.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('returns focus to the opener when closed before the trap arrived, and after', async () => {
    const { gate } = await dialogWithHeldBackTrap();
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Help' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    gate.release();
    // A trap that arrives after its dialog closed takes nothing over.
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(opener).toHaveFocus();
  });
});
