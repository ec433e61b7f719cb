import { describe, expect, it } from 'vitest';
import { deviceCookie, maxDeviceTokens, signupCookie } from './accountCookies.ts';

const token = (n: number) => `${String(n).padStart(2, '0')}${'A'.repeat(20)}`;

describe('account cookies', () => {
  it('reads only well-formed 128-bit tokens from a device cookie, at most five', () => {
    expect(deviceCookie.tokens(undefined)).toEqual([]);
    expect(deviceCookie.tokens(`${token(1)}.not-a-token.${token(2)}..${'B'.repeat(23)}`)).toEqual([token(1), token(2)]);
    const many = Array.from({ length: 8 }, (_, n) => token(n)).join('.');
    expect(deviceCookie.tokens(many)).toHaveLength(maxDeviceTokens);
  });

  it("puts the new token first and keeps the browser's others, at most five", () => {
    expect(deviceCookie.value(token(9), [])).toBe(token(9));
    expect(deviceCookie.value(token(9), [token(1), token(9), token(2)])).toBe(`${token(9)}.${token(1)}.${token(2)}`);
    const others = Array.from({ length: 5 }, (_, n) => token(n));
    expect(deviceCookie.value(token(9), others).split('.')).toEqual([token(9), ...others.slice(0, 4)]);
  });

  it('names and scopes both cookies: HttpOnly, Strict, /public, __Secure- when Secure', () => {
    expect(deviceCookie.name(true)).toBe('__Secure-admissions-device');
    expect(deviceCookie.name(false)).toBe('admissions-device');
    expect(signupCookie.name(true)).toBe('__Secure-admissions-signup');
    expect(deviceCookie.attributes(true)).toMatchObject({
      path: '/public',
      httpOnly: true,
      sameSite: 'strict',
      secure: true,
    });
    expect(signupCookie.attributes(false)).toMatchObject({ path: '/public', httpOnly: true, secure: false });
    expect(signupCookie.token('short')).toBeUndefined();
    expect(signupCookie.token(token(3))).toBe(token(3));
  });
});
