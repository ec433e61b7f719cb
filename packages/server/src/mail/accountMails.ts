import type { OutgoingMail } from './mailer.ts';

export interface AccountMailContext {
  institutionName: string;
  publicOrigin: string;
}

/** The texts of the account mails (plain text, short lines). */
export function accountMails(context: AccountMailContext) {
  const { institutionName, publicOrigin } = context;
  const signature = `\n\n${institutionName} Admissions\n${publicOrigin}/\n`;
  return {
    confirmationCode(to: string, code: string): OutgoingMail {
      return {
        to,
        subject: `Your ${institutionName} confirmation code`,
        text:
          `Your confirmation code is: ${code}\n\n` +
          `Enter it on the confirmation page to activate your account.\n` +
          `The code is valid for 24 hours and can be used once.\n\n` +
          `If you did not create an account, you can ignore this message.` +
          signature,
      };
    },

    signupForExistingAccount(to: string): OutgoingMail {
      return {
        to,
        subject: `Someone tried to create a ${institutionName} account with your email address`,
        text:
          `Someone (maybe you) tried to create an account with this email address,\n` +
          `but an account for it already exists.\n\n` +
          `To continue your application, log in:\n${publicOrigin}/login\n\n` +
          `If you forgot your password, reset it:\n${publicOrigin}/forgot\n\n` +
          `If this was not you, you can ignore this message; your account has not changed.` +
          signature,
      };
    },

    alreadyConfirmed(to: string): OutgoingMail {
      return {
        to,
        subject: `Your ${institutionName} account is already confirmed`,
        text:
          `A new confirmation code was requested for this email address, but the account\n` +
          `is already confirmed. You can log in:\n${publicOrigin}/login\n\n` +
          `If you forgot your password, reset it:\n${publicOrigin}/forgot` +
          signature,
      };
    },

    choosePassword(to: string, link: string): OutgoingMail {
      return {
        to,
        subject: `Choose your ${institutionName} password`,
        text:
          `Your account is confirmed. The code was entered in a different browser from\n` +
          `the one used to sign up, so we could not tell which password is yours.\n\n` +
          `To choose your password, open this link within one hour:\n${link}\n\n` +
          `The link can be used once. If it has expired, ask for a new one:\n${publicOrigin}/forgot` +
          signature,
      };
    },

    passwordReset(to: string, link: string): OutgoingMail {
      return {
        to,
        subject: `Reset your ${institutionName} password`,
        text:
          `To choose a new password, open this link within one hour:\n${link}\n\n` +
          `The link can be used once. If you did not ask to reset your password,\n` +
          `you can ignore this message; your password has not changed.` +
          signature,
      };
    },
  };
}

export type AccountMails = ReturnType<typeof accountMails>;
