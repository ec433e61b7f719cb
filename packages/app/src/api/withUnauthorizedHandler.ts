import { isUnauthorized, type UnauthorizedError } from './apiErrors.ts';

/**
 * The one place a 401 is handled: wraps a client (the ApiClient, the document
 * calls) so that every call that fails with an UnauthorizedError tells
 * `onUnauthorized` (the application flow's session-invalid path: cache
 * cleared, /login with the message) and then fails as before, so the caller
 * stops what it was doing. Callers never handle a 401 themselves; they only
 * leave it unreported (it is not an error to show). Members that are not
 * functions, and results that are not promises, pass through untouched.
 */
export function withUnauthorizedHandler<Client extends object>(
  client: Client,
  onUnauthorized: (error: UnauthorizedError) => void,
): Client {
  const report = (error: unknown): never => {
    if (isUnauthorized(error)) onUnauthorized(error);
    throw error;
  };
  const members = client as Record<string, unknown>;
  const wrapped: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(members)) {
    wrapped[name] =
      typeof member === 'function'
        ? (...args: unknown[]): unknown => {
            let result: unknown;
            try {
              // Looked up at each call, so a member replaced later (a test's stand-in) is the one called.
              result = (members[name] as (...callArgs: unknown[]) => unknown).apply(client, args);
            } catch (error) {
              return report(error);
            }
            return isThenable(result) ? Promise.resolve(result).catch(report) : result;
          }
        : member;
  }
  return wrapped as Client;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}
