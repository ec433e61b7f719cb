import type { Database } from '../db/database.ts';
import type { AccountMails } from '../mail/accountMails.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { confirmationCodeRepository } from './confirmationCodeRepository.ts';
import { issueConfirmationCode } from './issueConfirmationCode.ts';
import { loginHistoryRepository } from './loginHistoryRepository.ts';
import { issuePasswordResetLink } from './passwordResetLink.ts';
import { passwordResetRepository } from './passwordResetRepository.ts';
import { pendingSignupRepository } from './pendingSignupRepository.ts';
import { sha256 } from './secretTokens.ts';
import { sessionRepository } from '../sessions/sessionRepository.ts';
import { trustedDeviceRepository } from './trustedDeviceRepository.ts';
import { userRepository } from './userRepository.ts';

/** Pending sign-ups kept per account (the newest); older ones can no longer be activated. */
export const maxPendingSignups = 3;

export interface SignupInput {
  username: string;
  passwordHash: string;
  /** The hash of the signing-up browser's sign-up cookie: only that browser's confirmation activates this password. */
  browserTokenHash: string;
  now: Date;
  expiresAt: Date;
}

export interface PasswordReset {
  username: string;
  /** The id of the mailed link. */
  linkId: string;
  passwordHash: string;
  now: Date;
}

/** What the account routes do with stored accounts; the routes check the input, limit guessing and answer. */
export const accountService = {
  /**
   * Keeps a sign-up as a pending one beside earlier ones (a sign-up never
   * replaces a password) and returns the mail to send: a new code, or a
   * notice when the account is already confirmed.
   */
  async recordSignup(db: Database, mails: AccountMails, input: SignupInput): Promise<OutgoingMail> {
    const { username, now } = input;
    return db.transaction(async (tx) => {
      const user = await userRepository.findOrCreate(tx, username, now);
      if (user.confirmed_at) return mails.signupForExistingAccount(username);
      await pendingSignupRepository.create(
        tx,
        user.id,
        input.passwordHash,
        input.browserTokenHash,
        now,
        input.expiresAt,
      );
      await pendingSignupRepository.keepNewest(tx, user.id, maxPendingSignups);
      return mails.confirmationCode(username, await issueConfirmationCode(tx, user.id, now));
    });
  },

  /** The mail a resend asks for: a new code, a notice when already confirmed, nothing for an unknown address. */
  async resendMail(db: Database, mails: AccountMails, username: string, now: Date): Promise<OutgoingMail | undefined> {
    return db.transaction(async (tx) => {
      const user = await userRepository.findByUsername(tx, username);
      if (!user) return undefined;
      if (user.confirmed_at) return mails.alreadyConfirmed(username);
      return mails.confirmationCode(username, await issueConfirmationCode(tx, user.id, now));
    });
  },

  /** The pending sign-up this browser made for the address, if it is still open. */
  async pendingSignupOfBrowser(db: Database, username: string, browserTokenHash: string, now: Date) {
    return pendingSignupRepository.findByBrowser(db, username, browserTokenHash, now);
  },

  /** Binds a pending sign-up to a new sign-up cookie (the browser that proved its password). */
  async rebindPendingSignup(db: Database, pendingSignupId: string, browserToken: string): Promise<void> {
    await pendingSignupRepository.rebind(db, pendingSignupId, sha256(browserToken));
  },

  async recordLogin(db: Database, userId: string, now: Date, clientAddress: string): Promise<void> {
    await loginHistoryRepository.record(db, userId, now, clientAddress);
  },

  /** A new password reset link for the address, or undefined for an unknown one. */
  async passwordResetLink(db: Database, publicOrigin: string, username: string, now: Date) {
    const user = await userRepository.findByUsername(db, username);
    if (!user) return undefined;
    return { userId: user.id, link: await issuePasswordResetLink(db, publicOrigin, user.id, username, now) };
  },

  /**
   * With a valid link for this address: sets the new password, uses up the
   * link (and any other open one), confirms the account (the link proves the
   * mailbox), drops its pending sign-ups and confirmation code (no other
   * password can be activated later), ends every session and forgets every
   * trusted device of the user. Returns the user id, or undefined for a
   * wrong, used or expired link.
   */
  async resetPassword(db: Database, reset: PasswordReset): Promise<string | undefined> {
    const { now } = reset;
    return db.transaction(async (tx): Promise<string | undefined> => {
      const token = await passwordResetRepository.findForUpdate(tx, sha256(reset.linkId));
      if (!token || token.used_at || token.expires_at.getTime() < now.getTime()) return undefined;
      const user = await userRepository.findById(tx, token.user_id);
      if (!user || user.username !== reset.username) return undefined;
      await userRepository.setPasswordHash(tx, user.id, reset.passwordHash);
      await userRepository.markConfirmed(tx, user.id, now);
      await passwordResetRepository.markAllUsed(tx, user.id, now);
      await pendingSignupRepository.deleteAllOfUser(tx, user.id);
      await confirmationCodeRepository.delete(tx, user.id);
      await sessionRepository.deleteAllOfUser(tx, user.id);
      await trustedDeviceRepository.deleteAllOfUser(tx, user.id);
      return user.id;
    });
  },
};
