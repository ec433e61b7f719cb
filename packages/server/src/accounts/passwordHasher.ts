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

/** Computes the dummy hash ahead of the first unknown-user login (so that one is not slower either). */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy password that matches no account');
  return dummyHash;
}

/**
 * Verifies the password against a throw-away hash and returns false: used for
 * unknown usernames so that a login takes as long whether or not the account
 * exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}
