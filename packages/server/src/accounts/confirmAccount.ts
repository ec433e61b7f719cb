import type { Database } from '../db/database.ts';
import { confirmationCodeRepository } from '../repositories/confirmationCodeRepository.ts';
import { pendingSignupRepository } from '../repositories/pendingSignupRepository.ts';
import { userRepository } from '../repositories/userRepository.ts';
import { confirmationCodeHash, sameDigest } from './secretTokens.ts';

export type ConfirmOutcome =
  | { kind: 'wrong' }
  /** Confirmed, and the account has a password: the one of the confirming browser's sign-up. */
  | { kind: 'withPassword'; userId: string }
  /** Confirmed, but no password is active: the confirming browser made none of the sign-ups. */
  | { kind: 'withoutPassword'; userId: string };

/**
 * Checks the code and, when it is right, confirms the account in one
 * transaction: activates the password of `signupId` (the pending sign-up of
 * the confirming browser) if given and still live, and drops every pending
 * sign-up and the code, so no other sign-up's password can ever be activated.
 */
export async function confirmAccount(
  db: Database,
  username: string,
  code: string,
  signupId: string | undefined,
  now: Date,
): Promise<ConfirmOutcome> {
  return db.transaction(async (tx) => {
    const user = await userRepository.findByUsernameForUpdate(tx, username);
    if (!user || user.confirmed_at) return { kind: 'wrong' };
    const stored = await confirmationCodeRepository.findForUpdate(tx, user.id);
    if (!stored || stored.expires_at.getTime() < now.getTime()) return { kind: 'wrong' };
    if (!sameDigest(stored.code_hash, confirmationCodeHash(user.id, code))) return { kind: 'wrong' };
    const signup = signupId ? await pendingSignupRepository.findLive(tx, signupId, user.id, now) : undefined;
    await userRepository.markConfirmed(tx, user.id, now);
    if (signup) await userRepository.setPasswordHash(tx, user.id, signup.password_hash);
    await pendingSignupRepository.deleteAllOfUser(tx, user.id);
    await confirmationCodeRepository.delete(tx, user.id);
    return signup || user.password_hash
      ? { kind: 'withPassword', userId: user.id }
      : { kind: 'withoutPassword', userId: user.id };
  });
}
