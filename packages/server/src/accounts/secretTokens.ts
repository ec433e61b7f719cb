import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 128-bit random token, base64url (22 characters): session ids, reset, staff and prefill tokens. */
export function randomToken(): string {
  return randomBytes(16).toString('base64url');
}

/** Six random digits from the CSPRNG. */
export function randomConfirmationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Tokens are stored only as their SHA-256 (hex). */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The stored hash of a confirmation code, bound to its user so equal codes of two users differ. */
export function confirmationCodeHash(userId: string, code: string): string {
  return sha256(`confirmation:${userId}:${code}`);
}
