import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUploadPolicy, UploadPolicyError, verifyUploadPolicy } from './uploadPolicy.ts';

const secret = randomBytes(32);
const key = `uploads/7/photo_id/${'a'.repeat(32)}`;
const now = new Date('2026-03-01T12:00:00Z');
const fields = signUploadPolicy(secret, key, new Date(now.getTime() + 60_000), 1024);

function problemOf(given: Record<string, string>, at = now, withSecret = secret): string | undefined {
  try {
    verifyUploadPolicy(withSecret, given, at);
    return undefined;
  } catch (error) {
    return error instanceof UploadPolicyError ? error.problem : 'other';
  }
}

describe('local upload policies', () => {
  it('accepts its own fields until the expiry and returns the size range', () => {
    expect(verifyUploadPolicy(secret, fields, now)).toEqual({ key, minBytes: 1, maxBytes: 1024 });
    expect(problemOf(fields, new Date(now.getTime() + 60_000))).toBeUndefined();
  });

  it('refuses expired, re-keyed, re-signed or forged forms', () => {
    expect(problemOf(fields, new Date(now.getTime() + 60_001))).toBe('expired');
    expect(problemOf({ ...fields, key: `uploads/8/photo_id/${'a'.repeat(32)}` })).toBe('key');
    expect(problemOf(fields, now, randomBytes(32))).toBe('signature');
    const other = signUploadPolicy(secret, key, now, 10 * 1024 * 1024);
    expect(problemOf({ ...fields, policy: other.policy! })).toBe('signature');
    expect(problemOf({ key, policy: fields.policy! })).toBe('missing');
    expect(problemOf({ ...fields, 'x-signature': 'zz' })).toBe('signature');
  });

  it('never signs or verifies with an empty or short key, so a form signed with an empty key is refused', () => {
    const forged = { ...fields };
    forged['x-signature'] = createHmac('sha256', Buffer.alloc(0)).update(forged.policy!).digest('hex');
    for (const weak of [Buffer.alloc(0), Buffer.alloc(31, 1)]) {
      expect(() => verifyUploadPolicy(weak, forged, now)).toThrow(/at least 32 are required/);
      expect(() => signUploadPolicy(weak, key, now, 1024)).toThrow(/at least 32 are required/);
    }
    expect(problemOf(forged)).toBe('signature');
  });
});
