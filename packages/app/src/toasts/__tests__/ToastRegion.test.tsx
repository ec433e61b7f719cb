import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../ToastContext.tsx';
import { ToastRegion } from '../ToastRegion.tsx';
import { createToastStore, type ToastStore } from '../toastStore.ts';

let store: ToastStore;

function renderRegion() {
  store = createToastStore();
  render(
    <ToastProvider store={store}>
      <button type="button">Elsewhere</button>
      <ToastRegion />
    </ToastProvider>,
  );
}

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

describe('ToastRegion', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renderRegion();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a polite live region present before any toast arrives', () => {
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(within(region()).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('titles toasts Success and Error and dismisses them after 5000 ms', () => {
    act(() => {
      store.getState().showSuccess('Your answers have been saved.');
      store.getState().showError('Something failed.', { label: 'Login Card Error' });
    });
    const success = screen.getByRole('listitem', { name: 'Success' });
    expect(success).toHaveTextContent('Success');
    expect(success).toHaveTextContent('Your answers have been saved.');
    expect(screen.getByRole('listitem', { name: 'Login Card Error' })).toHaveTextContent('Error: Login Card Error');
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('keeps an error-boundary toast for 300000 ms', () => {
    act(() => {
      store.getState().showError('Unexpected.', { durationMs: 300_000 });
    });
    act(() => vi.advanceTimersByTime(299_999));
    expect(screen.getByRole('listitem', { name: 'Error' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('F8 moves focus to the region, and the timers pause while focus is inside', () => {
    act(() => {
      store.getState().showSuccess('Saved.');
    });
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    fireEvent.keyDown(window, { key: 'F8' });
    expect(region()).toHaveFocus();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('listitem', { name: 'Success' })).toBeInTheDocument();
  });

  it('dismisses a toast by keyboard: its close button, or Escape inside it', () => {
    act(() => {
      store.getState().showSuccess('First.');
      store.getState().showError('Second.');
    });
    const close = screen.getByRole('button', { name: 'Dismiss notification: Success' });
    close.focus();
    fireEvent.click(close);
    expect(screen.queryByRole('listitem', { name: 'Success' })).not.toBeInTheDocument();
    // Focus stays in the region rather than falling to <body>.
    expect(region()).toHaveFocus();
    const errorClose = screen.getByRole('button', { name: 'Dismiss notification: Error' });
    errorClose.focus();
    fireEvent.keyDown(errorClose, { key: 'Escape' });
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('dismisses on a sideways swipe of at least 50 px and snaps back below it', () => {
    act(() => {
      store.getState().showSuccess('Swipe me.');
    });
    const toast = screen.getByRole('listitem', { name: 'Success' });
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 149, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 149, pointerId: 1 });
    expect(screen.getByRole('listitem', { name: 'Success' })).toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 2 });
    fireEvent.pointerUp(toast, { clientX: 50, pointerId: 2 });
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('keeps at most the three latest toasts', () => {
    act(() => {
      for (const message of ['one', 'two', 'three', 'four']) store.getState().showSuccess(message);
    });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('two'),
      expect.stringContaining('three'),
      expect.stringContaining('four'),
    ]);
  });
});
