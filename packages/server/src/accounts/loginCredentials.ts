import type { Queryable } from '../db/database.ts';
import { userRepository } from './userRepository.ts';
import { dummyPasswordHash } from './passwordHasher.ts';

/** What a login verifies the password against; every kind carries a hash to verify. */
export type LoginCredentials =
  /** A confirmed account with an active password. */
  | { kind: 'active'; userId: string; passwordHash: string }
  /** An account waiting for confirmation: the password of one of its sign-ups. */
  | { kind: 'pending'; userId: string; pendingSignupId: string; passwordHash: string }
  /** No account, or one without a password yet: the dummy hash, so the work is that of a wrong password. */
  | { kind: 'none'; passwordHash: string };

/**
 * The credentials for a login, found by one statement whatever the account's
 * state, so an unknown address takes the same steps as a wrong password.
 */
export async function loadLoginCredentials(
  db: Queryable,
  username: string,
  browserTokenHash: string | null,
  now: Date,
): Promise<LoginCredentials> {
  const row = await userRepository.findLoginCredentials(db, username, browserTokenHash, now);
  if (row?.confirmed_at && row.password_hash) {
    return { kind: 'active', userId: row.user_id, passwordHash: row.password_hash };
  }
  if (row && !row.confirmed_at && row.pending_id && row.pending_hash) {
    return { kind: 'pending', userId: row.user_id, pendingSignupId: row.pending_id, passwordHash: row.pending_hash };
  }
  return { kind: 'none', passwordHash: await dummyPasswordHash() };
}
