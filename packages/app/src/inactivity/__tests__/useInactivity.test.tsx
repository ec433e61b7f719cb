import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer } from '../createIdleTimer.ts';
import { useInactivity } from '../useInactivity.ts';

const minute = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(enabled = true) {
  const keepAlive = vi.fn();
  const onTimeout = vi.fn();
  const hook = renderHook(
    (props: { enabled: boolean }) => useInactivity({ enabled: props.enabled, keepAlive, onTimeout }),
    {
      initialProps: { enabled },
    },
  );
  return { hook, keepAlive, onTimeout };
}

describe('useInactivity', () => {
  it('opens the warning 60 s before the 15 min timeout, then times out at 15 min', () => {
    const { hook, onTimeout } = setup();
    act(() => vi.advanceTimersByTime(14 * minute - 1));
    expect(hook.result.current.warningOpen).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.warningOpen).toBe(true);
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(minute));
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(hook.result.current.warningOpen).toBe(false);
  });

  it('restarts the countdown on activity', () => {
    const { hook, onTimeout } = setup();
    act(() => vi.advanceTimersByTime(10 * minute));
    fireEvent.keyDown(window, { key: 'a' });
    act(() => vi.advanceTimersByTime(10 * minute));
    expect(hook.result.current.warningOpen).toBe(false);
    act(() => vi.advanceTimersByTime(5 * minute));
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('ignores stray activity while the warning is open; "stay" keeps the session and restarts the countdown', () => {
    const { hook, keepAlive, onTimeout } = setup();
    act(() => vi.advanceTimersByTime(14 * minute));
    expect(hook.result.current.warningOpen).toBe(true);
    fireEvent.pointerDown(window);
    expect(hook.result.current.warningOpen).toBe(true);
    act(() => hook.result.current.stayActive());
    expect(hook.result.current.warningOpen).toBe(false);
    expect(keepAlive).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(14 * minute));
    expect(onTimeout).not.toHaveBeenCalled();
    expect(hook.result.current.warningOpen).toBe(true);
  });

  it('a burst of keystrokes sets one timer: activity counts once a second and the pending timers wait for the rest', () => {
    const { hook, onTimeout } = setup();
    act(() => vi.advanceTimersByTime(10 * minute));
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    for (let key = 0; key < 50; key += 1) {
      fireEvent.keyDown(window, { key: 'a' });
      fireEvent.input(window);
      act(() => vi.advanceTimersByTime(10));
    }
    // 500 ms of keys: the one task that records the activity, after the first key's event, and no countdown timer.
    expect(setTimeoutSpy.mock.calls.map(([, delay]) => delay)).toEqual([0]);
    setTimeoutSpy.mockRestore();
    // The countdown still runs from the keystrokes: the warning comes 14 min after them, not after the start.
    act(() => vi.advanceTimersByTime(14 * minute - 1_000));
    expect(hook.result.current.warningOpen).toBe(false);
    act(() => vi.advanceTimersByTime(1_000));
    expect(hook.result.current.warningOpen).toBe(true);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('pings keep-alive at most once a minute while the applicant types', () => {
    const { keepAlive } = setup();
    for (let second = 0; second < 3 * 60; second += 5) {
      act(() => vi.advanceTimersByTime(5_000));
      fireEvent.input(window);
    }
    act(() => vi.advanceTimersByTime(0));
    // 3 minutes of typing: a ping after each full minute, never more often.
    expect(keepAlive).toHaveBeenCalledTimes(3);
  });

  it('logs out on return to the tab when more than 15 min passed since the last activity', () => {
    const { onTimeout } = setup();
    // A background tab: timers did not run, but the clock moved on.
    vi.setSystemTime(Date.now() + 16 * minute);
    fireEvent(window, new Event('focus'));
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('does not log out on return within 15 min', () => {
    const { onTimeout } = setup();
    vi.setSystemTime(Date.now() + 5 * minute);
    fireEvent(window, new Event('focus'));
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('does nothing while disabled (visitors, service users)', () => {
    const { hook, onTimeout, keepAlive } = setup(false);
    act(() => vi.advanceTimersByTime(30 * minute));
    fireEvent.keyDown(window, { key: 'a' });
    expect(hook.result.current.warningOpen).toBe(false);
    expect(onTimeout).not.toHaveBeenCalled();
    expect(keepAlive).not.toHaveBeenCalled();
  });

  it('closes the warning when disabled (e.g. logged out) so it does not reappear at the next login', () => {
    const { hook } = setup();
    act(() => vi.advanceTimersByTime(14 * minute));
    expect(hook.result.current.warningOpen).toBe(true);
    hook.rerender({ enabled: false });
    expect(hook.result.current.warningOpen).toBe(false);
  });
});

describe('createIdleTimer', () => {
  it('defaults to a 20 min timeout when none is given', () => {
    const onIdle = vi.fn();
    const onWarning = vi.fn();
    createIdleTimer({ onIdle, onWarning });
    vi.advanceTimersByTime(19 * minute);
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(minute);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
