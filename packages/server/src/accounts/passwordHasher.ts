import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a password no one has, made with the same parameters as real
 * ones: a login for an account without a password verifies against it, so
 * it does exactly the work of a wrong password (computed once, ahead of the
 * first login).
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy password that matches no account');
  return dummyHash;
}
