import type { CookieSerializeOptions } from '@fastify/cookie';

/** A device cookie stays valid this long after the login that issued it (an admission cycle). */
export const trustedDeviceLifetimeMs = 180 * 24 * 60 * 60 * 1000;

/** A sign-up waits this long for its confirmation (its browser's cookie lives as long). */
export const pendingSignupLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** Device cookies one browser keeps (one per account logged in on it: a family computer). */
export const maxDeviceTokens = 5;

const tokenPattern = /^[A-Za-z0-9_-]{22}$/;

/**
 * Both account cookies are HttpOnly, SameSite=Strict and sent only to
 * /public (the account calls); with Secure, the `__Secure-` prefix makes the
 * browser refuse them from a non-secure origin.
 */
function attributes(secure: boolean, maxAgeMs: number): CookieSerializeOptions {
  return { path: '/public', httpOnly: true, sameSite: 'strict', secure, maxAge: maxAgeMs / 1000 };
}

export const deviceCookie = {
  name: (secure: boolean) => (secure ? '__Secure-admissions-device' : 'admissions-device'),
  attributes: (secure: boolean) => attributes(secure, trustedDeviceLifetimeMs),
  /** The well-formed tokens in the cookie's value (dot-separated), newest first. */
  tokens(value: string | undefined): string[] {
    return (value ?? '')
      .split('.')
      .filter((token) => tokenPattern.test(token))
      .slice(0, maxDeviceTokens);
  },
  /** The cookie value: `token` first, then the browser's other tokens, at most maxDeviceTokens. */
  value(token: string, others: readonly string[]): string {
    return [token, ...others.filter((other) => other !== token)].slice(0, maxDeviceTokens).join('.');
  },
};

export const signupCookie = {
  name: (secure: boolean) => (secure ? '__Secure-admissions-signup' : 'admissions-signup'),
  attributes: (secure: boolean) => attributes(secure, pendingSignupLifetimeMs),
  token(value: string | undefined): string | undefined {
    return value !== undefined && tokenPattern.test(value) ? value : undefined;
  },
};
