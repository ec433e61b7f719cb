import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoContext, demoPage } from './support/demoForm.ts';
import { holdModuleBack } from './support/holdModuleBack.ts';

// The test setup loads the read-only view for every other test; here each test gets fresh modules (not loaded
// yet) and holds its chunk back until it lets it through.
beforeEach(() => {
  vi.resetModules();
});

async function withHeldBackReadOnlyView() {
  const view = holdModuleBack();
  vi.doMock('../readOnly/ReadOnlyPage.tsx', view.factory);
  const { renderForm } = await import('./support/renderForm.tsx');
  return { renderForm, release: view.release, requested: view.requested };
}

// Fresh modules are transformed and evaluated again: slow on a busy machine, hence the longer timeout.
describe('the read-only view before its chunk has loaded', { timeout: 30_000 }, () => {
  it('is not loaded for an editable page', async () => {
    const { renderForm, requested } = await withHeldBackReadOnlyView();
    renderForm({ page: demoPage, context: demoContext, answers: { first_name: 'Ada' } });
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue('Ada');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requested()).toBe(0);
  });

  it('shows a spinner until it arrives, then the answers as text', async () => {
    const { renderForm, release, requested } = await withHeldBackReadOnlyView();
    renderForm({ page: demoPage, context: demoContext, answers: { first_name: 'Ada' }, mode: 'readOnly' });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('Ada')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(requested()).toBe(1));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});
