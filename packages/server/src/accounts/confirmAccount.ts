import type { Database } from '../db/database.ts';
import { confirmationCodeRepository } from './confirmationCodeRepository.ts';
import { pendingSignupRepository } from './pendingSignupRepository.ts';
import { userRepository } from './userRepository.ts';
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
    // The same statement and digest work for every address, whatever its state; only the right code goes further.
    const account = await userRepository.findForConfirmation(tx, username);
    const expected = confirmationCodeHash(account?.id ?? 'no account', code);
    const live = !!account?.code_expires_at && account.code_expires_at.getTime() >= now.getTime();
    const right = sameDigest(account?.code_hash ?? '', expected);
    if (!account || account.confirmed_at || !live || !right) return { kind: 'wrong' };
    const signup = signupId ? await pendingSignupRepository.findLive(tx, signupId, account.id, now) : undefined;
    await userRepository.markConfirmed(tx, account.id, now);
    if (signup) await userRepository.setPasswordHash(tx, account.id, signup.password_hash);
    await pendingSignupRepository.deleteAllOfUser(tx, account.id);
    await confirmationCodeRepository.delete(tx, account.id);
    return signup || account.password_hash
      ? { kind: 'withPassword', userId: account.id }
      : { kind: 'withoutPassword', userId: account.id };
  });
}
