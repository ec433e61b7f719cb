import { describe, expect, it, vi } from 'vitest';
import { ServerError, UnauthorizedError } from '../apiErrors.ts';
import { withUnauthorizedHandler } from '../withUnauthorizedHandler.ts';

function client() {
  return {
    expired: async () => {
      throw new UnauthorizedError();
    },
    broken: async () => {
      throw new ServerError('Down for maintenance.', 503);
    },
    fine: async (value: number) => value * 2,
    syncValue: () => 'kept',
    label: 'a client',
  };
}

describe('withUnauthorizedHandler: the one 401 path', () => {
  it('tells the handler about every call that fails with 401, and the call still fails', async () => {
    const onUnauthorized = vi.fn();
    const api = withUnauthorizedHandler(client(), onUnauthorized);
    await expect(api.expired()).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(api.expired()).rejects.toBeInstanceOf(UnauthorizedError);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    expect(onUnauthorized.mock.calls[0]?.[0]).toBeInstanceOf(UnauthorizedError);
  });

  it('leaves other failures, results and plain members as they are', async () => {
    const onUnauthorized = vi.fn();
    const api = withUnauthorizedHandler(client(), onUnauthorized);
    await expect(api.broken()).rejects.toMatchObject({ status: 503, message: 'Down for maintenance.' });
    await expect(api.fine(21)).resolves.toBe(42);
    expect(api.syncValue()).toBe('kept');
    expect(api.label).toBe('a client');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
